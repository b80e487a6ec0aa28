import { useTranslation } from 'react-i18next';
import type { GetStaticProps } from 'next';
import { RoutePage } from '@/ui/RoutePage';
import { translations } from '@/lib/i18n/static-props';
import { ButtonLink } from '@/ui/Button';
import { href } from '@/routes/href';
import { useLocale } from '@/routes/RouteLink';

/** A server failure still gets the shell, a clear message and a way forward. */
function ServerErrorPage() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <RoutePage route="home" title={t('serverError.title')}>
      <p>{t('serverError.body')}</p>
      <ButtonLink $variant="primary" href={href('home', { locale })}>
        {t('notFound.home')}
      </ButtonLink>
    </RoutePage>
  );
}

export default ServerErrorPage;
export const getStaticProps: GetStaticProps = async ({ locale }) => ({ props: { ...(await translations(locale)) } });
