import { useSiteSettings } from '@/data/content/site-settings-query';
import { Link, useLocale } from '@/routes/RouteLink';
import { SafeHtml } from '@/ui/SafeHtml';
import { Column, FooterNotes, Heading, Notes, StaticFooterContent } from './FooterParts';
import { footerColumns } from './footer-links';

/**
 * The footer's content from the site settings of the locale: their columns of links and their
 * text (sanitised). While they load, and when the content service fails or sends none, the
 * static links and notes show. Its own chunk: visitors' first load carries only the static part.
 */
export function FooterContent() {
  const locale = useLocale();
  const settings = useSiteSettings(locale);
  const columns = footerColumns(settings, locale);
  if (columns.length === 0) return <StaticFooterContent />;
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
