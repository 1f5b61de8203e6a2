import { useState } from 'react';
import { GraphQLRequestError } from '../../api/client';
import { REVIEW_DOCUMENTS, type ReviewKind, type ReviewVariables } from '../../api/staff';
import { useI18n } from '../../i18n';
import { useSession } from '../session';

/** Runs one review mutation; a refusal becomes a message for the dialog, in the reader's language. */
export function useReview<K extends ReviewKind>(kind: K, onDone: (message: string) => void) {
  const { t } = useI18n();
  const { call } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (variables: ReviewVariables[K]) => {
    setBusy(true);
    setError(null);
    try {
      await call(REVIEW_DOCUMENTS[kind], variables);
      setBusy(false);
      onDone(t(`staff.review.done.${kind}`));
    } catch (err) {
      setBusy(false);
      setError(describe(err, t));
    }
  };
  return { busy, error, setError, run };
}

/** A refusal as a message for a dialog, in the reader's language. */
export function describe(err: unknown, t: (key: string, vars?: Record<string, string>) => string): string {
  if (!(err instanceof GraphQLRequestError)) return t('common.error');
  const detail = err.errors[0]?.details?.map((d) => d.message).join('; ') ?? err.message;
  switch (err.code) {
    case 'CONFLICT':
      return t('staff.review.conflict', { detail });
    case 'VALIDATION_ERROR':
    case 'BAD_REQUEST':
      return t('staff.review.invalid', { detail });
    case 'NETWORK':
      return t('staff.login.network');
    default:
      return t('common.error');
  }
}
