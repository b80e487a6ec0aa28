import type { GetServerSideProps } from 'next';
import { href, toLocale } from '@/routes/href';

/** Unknown routes fall back to the locale's home (spec 2.1); next.config.js rewrites them here. */
export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  redirect: { destination: href('home', { locale: toLocale(locale) }), permanent: false },
});

export default function RouteFallback() {
  return null;
}
