import { useMemo } from 'react';
import { useI18n } from '../../i18n';

/** Dates and numbers in the reader's language; dates in their own time zone. */
export function useFormat() {
  const { lang, t } = useI18n();
  return useMemo(() => {
    const locale = lang === 'es' ? 'es-MX' : 'en-US';
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    return {
      dateTime: (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—'),
      number: (n: number | null | undefined) => (n === null || n === undefined ? '—' : number.format(n)),
      percent: (n: number) => `${number.format(n)} %`,
      money: (n: number | null | undefined, currency: string) =>
        n === null || n === undefined
          ? '—'
          : new Intl.NumberFormat(locale, { style: 'currency', currency }).format(n),
      /** A label from the dictionary, or the code itself when the dictionary does not know it. */
      label: (prefix: string, code: string | null | undefined) => {
        if (!code) return '—';
        const key = `${prefix}.${code}`;
        const text = t(key);
        return text === key ? code.replaceAll('_', ' ') : text;
      },
    };
  }, [lang, t]);
}
