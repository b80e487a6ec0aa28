import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@/routes/href';

const root = join(__dirname, '../../public/locales');

/** The real translation files of a locale, by namespace. */
export function loadResources(locale: Locale): Record<string, Record<string, unknown>> {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const file of readdirSync(join(root, locale))) {
    resources[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(root, locale, file), 'utf8'));
  }
  return resources;
}

export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    defaultNS: 'common',
    resources: { [locale]: loadResources(locale), en: loadResources('en') },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
