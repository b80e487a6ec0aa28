import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { routeIds } from '@/routes/href';
import { loadResources } from '../utils/i18n';

const flatten = (value: unknown, prefix = ''): Record<string, string> =>
  Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>((acc, [key, v]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (v && typeof v === 'object') Object.assign(acc, flatten(v, path));
    else acc[path] = String(v);
    return acc;
  }, {});

const byLocale = {
  fi: loadResources('fi'),
  en: loadResources('en'),
  et: loadResources('et'),
};

/** Strings that are the same in every language (names, brand, the language list itself). */
// The reality check's durations are unit symbols (min, h), which Finnish writes as English does.
const SAME_EVERYWHERE = [/^common:brand$/, /^common:language\.(fi|en|et)$/, /^limits:reality\.modal\.(minutes|hours)$/];

function keysOf(locale: keyof typeof byLocale): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [ns, data] of Object.entries(byLocale[locale])) {
    for (const [key, value] of Object.entries(flatten(data))) out[`${ns}:${key}`] = value;
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'mocks' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('translations', () => {
  const fi = keysOf('fi');
  const en = keysOf('en');
  const et = keysOf('et');

  it('have the same namespaces and keys in fi, en and et', () => {
    expect(Object.keys(fi).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(et).sort()).toEqual(Object.keys(en).sort());
  });

  it('are real translations, not English copies', () => {
    const copies = (other: Record<string, string>) =>
      Object.keys(en).filter((key) => other[key] === en[key] && !SAME_EVERYWHERE.some((re) => re.test(key)));
    expect(copies(fi)).toEqual([]);
    expect(copies(et)).toEqual([]);
  });

  it('have no empty strings', () => {
    for (const table of [fi, en, et]) expect(Object.entries(table).filter(([, v]) => v.trim() === '')).toEqual([]);
  });

  it('name every route of the table', () => {
    for (const id of routeIds) expect(en[`common:routes.${id}`]).toBeTruthy();
  });

  it('cover every literal key the code asks for', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(join(__dirname, '../../src'))) {
      const text = readFileSync(file, 'utf8');
      // A file's unprefixed keys belong to the first namespace its useTranslation names.
      const ns = /useTranslation\(\s*\[?\s*'([\w-]+)'/.exec(text)?.[1] ?? 'common';
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.:-]+)'/g)) {
        const key = match[1] as string;
        const full = key.includes(':') ? key : `${ns}:${key}`;
        const known = full in en || (`${full}_one` in en && `${full}_other` in en);
        if (!known) missing.push(`${file.split('/src/')[1]}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
