import type { GetServerSideProps } from 'next';
import { readChildGameGroups, readGameGroups, readPageSlugs, readSuppliers } from '@/api/content';
import { buildSitemap } from '@/routes/sitemap';
import { env } from '@/lib/env';

/**
 * /sitemap.xml: every public route in every locale with hreflang alternates, and every URL
 * with content (groups, providers, news, campaigns, pages). A content-service failure leaves
 * its part out and is cached briefly.
 */
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  const [top, children, suppliers, pages] = await Promise.all([readGameGroups(), readChildGameGroups(), readSuppliers(), readPageSlugs()]);
  // Cached long only when every part came: a failed one is left out and asked for again soon.
  const complete = top !== null && children !== null && suppliers !== null && pages !== null;
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', `public, max-age=${complete ? 3600 : 60}`);
  res.write(buildSitemap(env.siteUrl, { groups: [...(top ?? []), ...(children ?? [])], suppliers: suppliers ?? [], pages: pages ?? [] }));
  res.end();
  return { props: {} };
};

export default function Sitemap() {
  return null;
}
