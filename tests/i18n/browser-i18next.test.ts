import i18next from 'i18next';
import browserI18next from '@/lib/i18n/browser-i18next';
import type { Locale } from '@/routes/href';
import { loadResources } from '../utils/i18n';

const LOCALES: Locale[] = ['fi', 'en', 'et'];

/** Every leaf key, with plural suffixes also asked for as their base key (as `t` is called). */
function keysOf(tree: unknown, prefix = ''): string[] {
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') return keysOf(value, path);
    const base = path.replace(/_(zero|one|two|few|many|other)$/, '');
    return base === path ? [path] : [path, base];
  });
}

const names = (text: string) => [...text.matchAll(/\{\{(.+?)\}\}/g)].map((m) => (m[1] ?? '').trim());

function instances(locale: Locale) {
  const options = {
    lng: locale,
    defaultNS: 'common',
    fallbackLng: false as const,
    interpolation: { escapeValue: false },
    resources: { [locale]: loadResources(locale) },
    initAsync: false,
  };
  const real = i18next.createInstance();
  void real.init(options);
  const browser = browserI18next.createInstance();
  void browser.init(options);
  return { real, browser };
}

describe('the browser i18next gives what i18next gives', () => {
  it.each(LOCALES)('for every key of %s, with and without values and counts', (locale) => {
    const { real, browser } = instances(locale);
    const resources = loadResources(locale);
    let compared = 0;
    for (const [ns, tree] of Object.entries(resources)) {
      const realT = real.getFixedT(locale, ns);
      const browserT = browser.getFixedT(locale, ns);
      for (const key of new Set(keysOf(tree))) {
        const text = String(browser.t(`${ns}:${key}`));
        const values = Object.fromEntries(names(text).map((name, i) => [name, i % 2 ? 7 : `<b>${name}&"</b>`]));
        const variants: Record<string, unknown>[] = [{}, values, ...[0, 1, 2, 5, 21, 1.5].map((count) => ({ ...values, count }))];
        for (const options of variants) {
          expect(browser.t(`${ns}:${key}`, options)).toBe(real.t(`${ns}:${key}`, options));
          expect(browserT(key, options)).toBe(realT(key, options));
          compared += 2;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it.each(LOCALES)('for missing keys, values set to nothing, and default values in %s', (locale) => {
    const { real, browser } = instances(locale);
    const cases: [string, Record<string, unknown>?][] = [
      ['common:no.such.key'],
      ['no_such_key', { count: 2 }],
      ['lobby:nothing', { defaultValue: 'Fallback {{x}}', x: 'y' }],
      ['common:brand', { unused: null }],
    ];
    for (const [key, options] of cases) expect(browser.t(key, options)).toBe(real.t(key, options));
  });

  it.each(LOCALES)('for plural forms our files do not use yet, in %s', (locale) => {
    const { real, browser } = instances(locale);
    const bundle = { item_zero: 'none', item_one: 'one {{count}}', item_other: '{{count}} items', only: 'plain {{count}}', deep: { x_other: 'x' } };
    real.addResourceBundle(locale, 'probe', bundle);
    browser.addResourceBundle(locale, 'probe', bundle);
    for (const key of ['item', 'only', 'deep.x', 'item_one'])
      for (const count of [0, 1, 2, 0.5, -1]) expect(browser.t(`probe:${key}`, { count })).toBe(real.t(`probe:${key}`, { count }));
  });
});

describe('the browser i18next as react-i18next uses it', () => {
  it('adds a namespace that arrives with a later page', () => {
    const { browser } = instances('et');
    expect(browser.hasResourceBundle('et', 'extra')).toBe(false);
    browser.addResourceBundle('et', 'extra', { greeting: 'Tere, {{name}}' }, true, true);
    expect(browser.getFixedT('et', 'extra')('greeting', { name: 'Mari' })).toBe('Tere, Mari');
    expect(browser.getFixedT('et', 'extra', 'nested')('x')).toBe('nested.x');
  });
});
