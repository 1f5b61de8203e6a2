import type { FormIssue } from '../../../../src/domain/form-schemas/form-answers';
import type { ApiError } from '../../api/client';
import type { UiField } from './schema';

type T = (key: string, vars?: Record<string, string | number>) => string;

function fieldAt(definition: Record<string, unknown>, path: string): UiField | undefined {
  let level: Record<string, unknown> = definition;
  let field: UiField | undefined;
  for (const part of path.replace(/\[\d+\]/g, '').split('.')) {
    field = level[part] as UiField | undefined;
    if (!field || typeof field !== 'object') return undefined;
    level = field.ui_type === 'table' ? (field.ui_columns ?? {}) : field;
  }
  return field;
}

/** A sentence for a person, in the page's language, from the shared validator's issue code. */
export function issueMessage(
  t: T,
  definition: Record<string, unknown>,
  issue: Pick<FormIssue, 'path' | 'message'> & { code?: string },
): string {
  const type = fieldAt(definition, issue.path.replace(/_code$/, ''))?.ui_type;
  switch (issue.code) {
    case 'required':
      return t(type === 'checkbox' ? 'onb.form.error.mustCheck' : 'onb.form.error.required');
    case 'format':
      return t(
        type === 'email'
          ? 'onb.form.error.email'
          : type === 'date'
            ? 'onb.form.error.date'
            : 'onb.form.error.format',
      );
    case 'type':
      return t(type === 'number' ? 'onb.form.error.number' : 'onb.form.error.format');
    case 'option':
      return t(type === 'country' ? 'onb.form.error.country' : 'onb.form.error.option');
    case 'too_long':
      return t('onb.form.error.too_long');
    case 'too_large':
      return t('onb.form.error.too_large');
    case 'too_many':
      return t('onb.form.error.too_many');
    default:
      // Checks only the server makes (a file's bytes against its type) come without a code.
      return t(type === 'file' ? 'onb.form.error.fileContent' : 'onb.form.error.check');
  }
}

/** Messages by path; the server prefixes its paths with `input.values.` (`values.` from the older mutation). */
export function messagesByPath(
  t: T,
  definition: Record<string, unknown>,
  issues: (Pick<FormIssue, 'path' | 'message'> & { code?: string })[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.replace(/^(input\.)?values\.?/, '');
    out[path] ??= issueMessage(t, definition, { ...issue, path });
  }
  return out;
}

export const serverIssues = (errors: ApiError[]) => errors.flatMap((e) => e.details ?? []);
