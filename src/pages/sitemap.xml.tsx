import type { GetServerSideProps } from 'next';
import { buildSitemap } from '@/routes/sitemap';
import { env } from '@/lib/env';

/** /sitemap.xml: every static route in every locale, with hreflang alternates. */
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.write(buildSitemap(env.siteUrl));
  res.end();
  return { props: {} };
};

export default function Sitemap() {
  return null;
}
