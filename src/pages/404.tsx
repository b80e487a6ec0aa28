import { useTranslation } from 'react-i18next';
import { RoutePage } from '@/ui/RoutePage';
import type { GetStaticProps } from 'next';
import { translations } from '@/lib/i18n/static-props';
import { ButtonLink } from '@/ui/Button';
import { href } from '@/routes/href';
import { useLocale } from '@/routes/RouteLink';

/** A known route with an unknown item (a game or group that does not exist). */
function NotFoundPage() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <RoutePage route="home" title={t('notFound.title')}>
      <p>{t('notFound.body')}</p>
      <ButtonLink $variant="primary" href={href('home', { locale })}>
        {t('notFound.home')}
      </ButtonLink>
    </RoutePage>
  );
}

export default NotFoundPage;
export const getStaticProps: GetStaticProps = async ({ locale }) => ({ props: { ...(await translations(locale)) } });
