import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import browserI18next from '@/lib/i18n/browser-i18next';
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

/** The browser's i18next (next.config.js aliases i18next to it in the client build). */
export function createI18n(locale: Locale): i18n {
  const instance = browserI18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    defaultNS: 'common',
    resources: { [locale]: loadResources(locale) as Record<string, never> },
  });
  return instance as unknown as i18n;
}
