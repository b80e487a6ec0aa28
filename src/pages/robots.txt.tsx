import type { GetServerSideProps } from 'next';
import { env } from '@/lib/env';
import { locales } from '@/routes/href';
import { ROUTES } from '@/routes/table';

/** /robots.txt: the player's pages stay out of indexes; the sitemap by its absolute URL (as the protocol asks). */
export function robotsTxt(origin: string): string {
  const privatePrefix = ROUTES.profileLimits.en.split('/').slice(0, 2).join('/');
  const disallow = locales.map((locale) => `Disallow: /${locale}${privatePrefix}/`);
  return ['User-agent: *', ...disallow, `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.write(robotsTxt(env.siteUrl));
  res.end();
  return { props: {} };
};

export default function Robots() {
  return null;
}
