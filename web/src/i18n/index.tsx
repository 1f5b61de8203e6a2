import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { onboarding } from './onboarding';
import { staff } from './staff';
import { common } from './common';

export type Lang = 'es' | 'en';
type Dict = Record<string, { es: string; en: string }>;

/** Every page's strings, Spanish first: the end clients are Mexican companies. */
const DICT: Dict = { ...common, ...onboarding, ...staff };

interface I18n {
  lang: Lang;
  setLang(lang: Lang): void;
  /** The string for a key, with `{name}` placeholders filled. */
  t(key: string, vars?: Record<string, string | number>): string;
}

const Ctx = createContext<I18n | null>(null);
const STORAGE_KEY = 'bvs.lang';

function initialLang(): Lang {
  const q = new URLSearchParams(window.location.search).get('lang');
  if (q === 'en' || q === 'es') return q;
  const stored = window.localStorage.getItem(STORAGE_KEY);
  return stored === 'en' ? 'en' : 'es';
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(initialLang);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const setLang = useCallback((next: Lang) => {
    window.localStorage.setItem(STORAGE_KEY, next);
    setLangState(next);
  }, []);
  const t = useCallback(
    (key: string, vars?: Record<string, string | number>) => {
      const entry = DICT[key];
      let text = entry ? entry[lang] : key;
      for (const [name, value] of Object.entries(vars ?? {}))
        text = text.replaceAll(`{${name}}`, String(value));
      return text;
    },
    [lang],
  );
  const value = useMemo(() => ({ lang, setLang, t }), [lang, setLang, t]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useI18n(): I18n {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('useI18n outside I18nProvider');
  return ctx;
}

/** The language switch shown on every page. */
export function LanguageSwitch() {
  const { lang, setLang, t } = useI18n();
  return (
    <div className="lang-switch" role="group" aria-label={t('common.language')}>
      <button type="button" aria-pressed={lang === 'es'} onClick={() => setLang('es')}>
        Español
      </button>
      <button type="button" aria-pressed={lang === 'en'} onClick={() => setLang('en')}>
        English
      </button>
    </div>
  );
}
