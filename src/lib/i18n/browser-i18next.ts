/**
 * The browser's i18next. next.config.js aliases `i18next` to this module in the client build
 * only: our withTranslations (./with-translations.tsx) and react-i18next's useTranslation run unchanged on
 * top of it, and the server renders with i18next itself. It holds the part of i18next's API
 * those two call (not changeLanguage: each locale has its own instance, created in its language)
 * and the translation features our files use: namespaces (`ns:key`), nested
 * keys, `{{name}}` interpolation without escaping (React escapes), and `count` plurals through
 * Intl.PluralRules with `_zero`. i18next weighed 13 kB gz of every page's first load; this is
 * about 1 kB. tests/i18n/browser-i18next.test.ts checks that both give the same string for
 * every key of every locale, so a translation that needs more of i18next fails there.
 */

type Resources = Record<string, Record<string, unknown>>;
type Listener = (...args: unknown[]) => void;
type Plugin = { type?: string; init?(instance: unknown): void };
type TOptions = Record<string, unknown> & { count?: unknown; lng?: string; ns?: string | string[]; keyPrefix?: string; defaultValue?: unknown };

export type InitOptions = {
  lng?: string;
  defaultNS?: string | string[];
  ns?: string | string[];
  resources?: Resources;
  [option: string]: unknown;
};

class Emitter {
  private listeners = new Map<string, Set<Listener>>();

  on(events: string, listener: Listener): this {
    for (const event of events.split(' ')) {
      const set = this.listeners.get(event) ?? new Set<Listener>();
      set.add(listener);
      this.listeners.set(event, set);
    }
    return this;
  }

  off(event: string, listener?: Listener): this {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}

class ResourceStore extends Emitter {
  constructor(public data: Resources = {}) {
    super();
  }
}

const first = (ns: string | string[] | undefined): string | undefined => (Array.isArray(ns) ? ns[0] : ns);

function lookup(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** i18next's interpolation with escapeValue false and skipOnVariables: unknown names stay. */
function interpolate(text: string, values: Record<string, unknown>): string {
  return text.replace(/\{\{(.+?)\}\}/g, (match, raw: string) => {
    const name = raw.trim().replace(/^-\s*/, '');
    if (!Object.prototype.hasOwnProperty.call(values, name)) return match;
    const value = values[name];
    return value === null || value === undefined ? '' : String(value);
  });
}

class BrowserI18n extends Emitter {
  options: InitOptions;
  language = '';
  languages: string[] = [];
  resolvedLanguage = '';
  isInitialized = false;
  store = new ResourceStore();
  services: Record<string, unknown> = {};
  private plugins: Plugin[] = [];
  private plurals = new Map<string, Intl.PluralRules>();

  constructor(options: InitOptions = {}) {
    super();
    this.options = options;
  }

  createInstance(options: InitOptions = {}): BrowserI18n {
    return new BrowserI18n(options);
  }

  use(plugin: Plugin): this {
    this.plugins.push(plugin);
    return this;
  }

  init(options: InitOptions = {}, callback?: (error: null, t: BrowserI18n['t']) => void) {
    this.options = { ...this.options, ...options };
    // Copied per language, so adding a namespace never writes into a page's props.
    this.store.data = Object.fromEntries(Object.entries(this.options.resources ?? {}).map(([lng, bundles]) => [lng, { ...bundles }]));
    this.setLanguage(this.options.lng ?? '');
    this.isInitialized = true;
    for (const plugin of this.plugins) if (plugin.type === '3rdParty') plugin.init?.(this);
    this.emit('initialized', this.options);
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  private setLanguage(lng: string) {
    this.language = lng;
    this.resolvedLanguage = lng;
    this.languages = lng ? [lng] : [];
  }

  /** Merges one level deep: next-i18next adds whole namespaces that a later page brings. */
  addResourceBundle(lng: string, ns: string, resources: Record<string, unknown>, deep = false, overwrite = false): this {
    const bundles = (this.store.data[lng] ??= {});
    const current = bundles[ns];
    const merged = deep && current && typeof current === 'object' ? (overwrite ? { ...current, ...resources } : { ...resources, ...current }) : resources;
    bundles[ns] = merged;
    this.store.emit('added', lng, ns, resources);
    return this;
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return Boolean(this.store.data[lng]?.[ns]);
  }

  getResourceBundle(lng: string, ns: string): unknown {
    return this.store.data[lng]?.[ns];
  }

  /** Every namespace a page needs arrives with its props; nothing is fetched. */
  hasLoadedNamespace(): boolean {
    return true;
  }

  loadNamespaces(_ns: string | string[], callback?: () => void): Promise<void> {
    callback?.();
    return Promise.resolve();
  }

  loadLanguages(_lngs: string | string[], callback?: () => void): Promise<void> {
    callback?.();
    return Promise.resolve();
  }

  getFixedT(lng?: string | null, ns?: string | string[] | null, keyPrefix?: string) {
    return (key: string | string[], options?: TOptions | string): string => {
      const opts: TOptions = typeof options === 'string' ? { defaultValue: options } : { ...options };
      opts.lng ??= lng ?? undefined;
      opts.ns ??= ns ?? undefined;
      const prefix = opts.keyPrefix === '' ? '' : (opts.keyPrefix ?? keyPrefix);
      const keys = (Array.isArray(key) ? key : [key]).map((k) => (prefix ? `${prefix}.${k}` : k));
      return this.t(keys, opts);
    };
  }

  t = (keys: string | string[] | null | undefined, options?: TOptions | string): string => {
    if (keys === null || keys === undefined) return '';
    const opts: TOptions = typeof options === 'string' ? { defaultValue: options } : { ...options };
    const list = Array.isArray(keys) ? keys.map(String) : [String(keys)];
    let found: string | undefined;
    for (const key of list) if ((found = this.resolve(key, opts)) !== undefined) break;
    const text = found ?? (typeof opts.defaultValue === 'string' ? opts.defaultValue : this.split(list[list.length - 1] ?? '', opts).key);
    return interpolate(text, opts);
  };

  private split(key: string, opts: TOptions): { ns: string | undefined; key: string } {
    const at = key.indexOf(':');
    if (at > 0) return { ns: key.slice(0, at), key: key.slice(at + 1) };
    return { ns: first(opts.ns) ?? first(this.options.defaultNS), key };
  }

  private resolve(raw: string, opts: TOptions): string | undefined {
    const { ns, key } = this.split(raw, opts);
    const lng = opts.lng ?? this.language;
    const tree = ns === undefined ? undefined : this.store.data[lng]?.[ns];
    if (typeof opts.count !== 'number') return lookup(tree, key);
    const candidates = [`${key}_${this.pluralRule(lng).select(opts.count)}`, key];
    if (opts.count === 0) candidates.unshift(`${key}_zero`);
    for (const candidate of candidates) {
      const value = lookup(tree, candidate);
      if (value !== undefined) return value;
    }
    return undefined;
  }

  private pluralRule(lng: string): Intl.PluralRules {
    let rule = this.plurals.get(lng);
    if (!rule) this.plurals.set(lng, (rule = new Intl.PluralRules(lng)));
    return rule;
  }
}

/** react-i18next imports it for selector key prefixes, which we do not use. */
export function keyFromSelector(selector: (path: unknown) => unknown): string {
  const parts: string[] = [];
  const proxy: unknown = new Proxy({}, { get: (_target, part) => (parts.push(String(part)), proxy) });
  selector(proxy);
  return parts.join('.');
}

export type { BrowserI18n };

const i18next = new BrowserI18n();
export default i18next;
