import { useEffect, useState, type ElementType } from 'react';

/**
 * Renders content-service HTML only after sanitising it. Until then (and on the server) it
 * renders the fallback, so unsanitised markup never reaches the DOM. `data-content-html` marks
 * the sanitised markup (e2e/content-xss.spec.ts looks inside every such element).
 */
export function SafeHtml({ html, as: Tag = 'div', fallback = null, className, lang }: {
  html: string;
  as?: ElementType;
  fallback?: React.ReactNode;
  className?: string;
  /** The content's language where it may differ from the page's (a fallback to another). */
  lang?: string;
}) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setClean(null);
    void import('@/lib/sanitize').then(({ sanitizeHtml }) => live && setClean(sanitizeHtml(html)));
    return () => {
      live = false;
    };
  }, [html]);
  if (clean === null) return <>{fallback}</>;
  return <Tag className={className} lang={lang} data-content-html="" dangerouslySetInnerHTML={{ __html: clean }} />;
}
