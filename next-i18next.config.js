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
  fallbackLng: { default: ['fi'], fi: ['en'], et: ['en'] },
  supportedLngs: ['default', 'fi', 'en', 'et'],
  localePath: path.resolve('./public/locales'),
  reloadOnPrerender: process.env.NODE_ENV === 'development',
  interpolation: { escapeValue: false },
};

module.exports = config;
