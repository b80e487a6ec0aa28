// @ts-check
const path = require('path');

/**
 * i18n for Next and next-i18next. 'default' is a routing placeholder only: the middleware
 * redirects every unprefixed request to fi, en or et (docs/decisions.md).
 * @type {import('next-i18next/pages').UserConfig}
 */
const config = {
  i18n: {
    locales: ['default', 'fi', 'en', 'et'],
    defaultLocale: 'default',
    localeDetection: false,
  },
  defaultNS: 'common',
  // No fallback language: every key exists in every locale (a jest test enforces it), and a
  // fallback would ship a second language's strings in every page.
  fallbackLng: false,
  supportedLngs: ['default', 'fi', 'en', 'et'],
  localePath: path.resolve('./public/locales'),
  reloadOnPrerender: process.env.NODE_ENV === 'development',
  interpolation: { escapeValue: false },
  // The browser's i18next options are written out in src/lib/i18n/with-translations.tsx, so no
  // page's props need to carry this config (nor the server's locale path).
  serializeConfig: false,
};

module.exports = config;
