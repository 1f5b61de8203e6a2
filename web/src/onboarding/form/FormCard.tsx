import { useMemo, useRef, useState, type FormEvent } from 'react';
import { validateFormAnswers } from '../../../../src/domain/form-schemas/form-answers';
import { GraphQLRequestError } from '../../api/client';
import { submitFormItem, type OnboardingItem } from '../../api/onboarding';
import { useI18n } from '../../i18n';
import { ErrorSummary } from './ErrorSummary';
import { FieldList } from './FieldList';
import { messagesByPath, serverIssues } from './issues';
import { compact, prefill, type Values } from './schema';

interface Props {
  item: OnboardingItem;
  token: string;
  onSaved(): Promise<void>;
}

/** The flow's form: rendered from its schema, checked here with the server's own rules, then saved. */
export function FormCard({ item, token, onSaved }: Props) {
  const { t } = useI18n();
  const schema = item.formSchema;
  const definition = useMemo(
    () => (schema?.uiSchemaDefinition ?? {}) as Record<string, unknown>,
    [schema?.uiSchemaDefinition],
  );
  const [values, setValues] = useState<Values>(() =>
    item.itemStatus === 'COMPLETE' ? prefill(definition, item.itemValue) : {},
  );
  const [issues, setIssues] = useState<Record<string, string> | null>(null);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const summary = useRef<HTMLDivElement>(null);
  const titleId = `form-${item.id}-title`;
  const optional = item.isOptional;

  const check = (next: Values) =>
    messagesByPath(t, definition, validateFormAnswers(definition, compact(next)));
  const change = (next: Values) => {
    setValues(next);
    if (state === 'saved') setState('idle');
    // Once the person has tried to send, the messages follow their corrections as they type.
    if (issues) setIssues(check(next));
  };
  const showIssues = (found: Record<string, string>) => {
    setIssues(found);
    requestAnimationFrame(() => summary.current?.focus());
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check(values);
    if (Object.keys(found).length > 0) return showIssues(found);
    setIssues(null);
    setState('saving');
    try {
      await submitFormItem(item.id, compact(values), token);
      await onSaved();
      setState('saved');
    } catch (err) {
      const details = err instanceof GraphQLRequestError ? serverIssues(err.errors) : [];
      if (details.length > 0) {
        setState('idle');
        return showIssues(messagesByPath(t, definition, details));
      }
      setState('failed');
    }
  };

  if (!schema) return null;
  const complete = item.itemStatus === 'COMPLETE';
  return (
    <section className="onb-section" aria-labelledby={titleId}>
      <div className="onb-req-head">
        <h2 id={titleId}>{schema.name}</h2>
        {optional && <span className="onb-badge onb-badge-neutral">{t('common.optional')}</span>}
        {complete && <span className="onb-badge onb-badge-ok">{t('onb.form.sent')}</span>}
      </div>
      <form
        className="onb-card onb-form"
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-labelledby={titleId}
      >
        <p className="onb-hint">{t('onb.form.requiredNote')}</p>
        {issues && Object.keys(issues).length > 0 && (
          <ErrorSummary ref={summary} issues={issues} definition={definition} />
        )}
        <FieldList
          level={definition}
          values={values}
          path=""
          depth={0}
          onChange={change}
          errors={issues ?? {}}
        />
        <div className="onb-form-actions">
          <button type="submit" className="onb-button onb-button-primary" disabled={state === 'saving'}>
            {state === 'saving'
              ? t('onb.form.saving')
              : t(complete ? 'onb.form.resubmit' : 'onb.form.submit')}
          </button>
          <p role="status" className={state === 'failed' ? 'onb-field-error' : 'onb-ok-text'}>
            {state === 'saved' && t('onb.form.saved')}
            {state === 'failed' && t('onb.form.failed')}
          </p>
        </div>
      </form>
    </section>
  );
}
