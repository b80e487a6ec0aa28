import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from './fixtures';

type Tree = { [key: string]: string | Tree };

/** Reads a translated string the way a user would see it (tests assert on real copy). */
export function tr(locale: Locale, key: string, ns = 'common'): string {
  const tree = JSON.parse(readFileSync(join(__dirname, '../public/locales', locale, `${ns}.json`), 'utf8')) as Tree;
  const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  if (typeof value !== 'string') throw new Error(`missing translation ${locale}:${ns}:${key}`);
  return value;
}

/**
 * The same with its `{{name}}` placeholders filled in, as i18next shows it. A placeholder
 * without a value throws: i18next would show nothing there, and a test would assert on a
 * sentence with a hole in it.
 */
export function trWith(locale: Locale, key: string, values: Record<string, string | number>, ns = 'common'): string {
  return tr(locale, key, ns).replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {{${name}}} in ${locale}:${ns}:${key}`);
    return String(value);
  });
}

/** `text` as a regular expression that matches it literally (a translation in a pattern). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
