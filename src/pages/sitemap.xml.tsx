import type { GetServerSideProps } from 'next';
import { getChildGameGroups, getGameGroups, getPageSlugs, getSuppliers } from '@/api/content';
import { buildSitemap } from '@/routes/sitemap';
import { env } from '@/lib/env';

/**
 * /sitemap.xml: every public route in every locale with hreflang alternates, and every URL
 * with content (groups, providers, news, campaigns, pages). A content-service failure leaves
 * its part out (the empty defaults) and is cached briefly.
 */
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  const [top, children, suppliers, pages] = await Promise.all([getGameGroups(), getChildGameGroups(), getSuppliers(), getPageSlugs()]);
  const complete = top.length > 0 && suppliers.length > 0 && pages.length > 0;
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', `public, max-age=${complete ? 3600 : 60}`);
  res.write(buildSitemap(env.siteUrl, { groups: [...top, ...children], suppliers, pages }));
  res.end();
  return { props: {} };
};

export default function Sitemap() {
  return null;
}
