import Head from 'next/head';
import { useTranslation } from 'react-i18next';

/** The document title: the page's title and the brand. Pages may override the route's title. */
export function DocumentTitle({ title }: { title: string }) {
  const { t } = useTranslation('common');
  return (
    <Head>
      <title key="title">{`${title} | ${t('brand')}`}</title>
    </Head>
  );
}
