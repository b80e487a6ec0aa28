import type { FooterLink, SiteSettings } from '@/api/schemas/content';
import { safeRedirectPath } from '@/routes/safe-redirect';
import { href, type Locale } from '@/routes/href';

export type FooterTarget = { kind: 'internal' | 'external'; href: string };

/**
 * Where a footer link of the site settings goes: a content page by slug, a same-site path, an
 * email address or an https page. Anything else (javascript:, data:, protocol-relative, plain
 * http) is dropped: the footer's links are CMS input like its HTML.
 */
export function footerTarget(link: FooterLink, locale: Locale): FooterTarget | null {
  if (link.page) return { kind: 'internal', href: href('contentPage', { locale, params: { slug: link.page } }) };
  const value = link.href?.trim() ?? '';
  const path = safeRedirectPath(value);
  if (path) return { kind: 'internal', href: path };
  if (/^mailto:[^\s@/]+@[^\s@/]+$/i.test(value)) return { kind: 'external', href: value };
  if (/^https:\/\/[^\s/]/i.test(value)) return { kind: 'external', href: value };
  return null;
}

export type FooterColumn = { title: string; links: { label: string; target: FooterTarget }[] };

/** The site settings' footer columns with their safe links; empty columns are left out. */
export function footerColumns(settings: SiteSettings | undefined, locale: Locale): FooterColumn[] {
  return (settings?.footer_links ?? [])
    .map((column) => ({
      title: column.title,
      links: column.links.flatMap((link) => {
        const target = footerTarget(link, locale);
        return target && link.label.trim() ? [{ label: link.label, target }] : [];
      }),
    }))
    .filter((column) => column.title.trim() && column.links.length > 0);
}
