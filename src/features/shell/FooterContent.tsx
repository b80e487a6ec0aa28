import { useLayoutEffect } from 'react';
import { useSiteSettings } from '@/data/content/site-settings-query';
import { Link, useLocale } from '@/routes/RouteLink';
import { SafeHtml } from '@/ui/SafeHtml';
import { Column, FooterNotes, Heading, Notes } from './FooterParts';
import { footerColumns } from './footer-links';

/**
 * The footer's content from the site settings of the locale: their columns of links and their
 * text (sanitised). Nothing while they load, or when the content service fails or sends none:
 * the footer's static links and notes stay then (./Footer.tsx), told by `onShown` whether these
 * replace them. Its own chunk: visitors' first load carries only the static part.
 */
export function FooterContent({ onShown }: { onShown: (shown: boolean) => void }) {
  const locale = useLocale();
  const settings = useSiteSettings(locale);
  const columns = footerColumns(settings, locale);
  const shown = columns.length > 0;
  // Before the browser paints: the static links leave in the frame these come in, so the footer
  // never shows both, or neither.
  useLayoutEffect(() => onShown(shown), [onShown, shown]);
  if (!shown) return null;
  return (
    <>
      {columns.map((column) => (
        <Column key={column.title}>
          <Heading>{column.title}</Heading>
          <ul>
            {column.links.map(({ label, target }) => (
              <li key={`${label} ${target.href}`}>
                {target.kind === 'internal' ? <Link href={target.href}>{label}</Link> : <a href={target.href}>{label}</a>}
              </li>
            ))}
          </ul>
        </Column>
      ))}
      <Notes>
        {settings?.footer_html ? <SafeHtml html={settings.footer_html} fallback={<FooterNotes />} /> : <FooterNotes />}
      </Notes>
    </>
  );
}
