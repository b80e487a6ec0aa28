import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AffiliatePage, ContentPage } from '@/api/schemas/content';
import { href } from '@/routes/href';
import { useLocale } from '@/routes/RouteLink';
import { ButtonLink } from '@/ui/Button';
import { Empty } from '@/ui/Empty';
import { RoutePage } from '@/ui/RoutePage';
import { SafeHtml } from '@/ui/SafeHtml';
import { Article } from './content-styles';
import { localeText } from './content-text';

/**
 * An information page (terms, privacy, responsible gaming, about ...) from the content service,
 * its body sanitised. Null: generated while the service was down (regenerated soon).
 */
export function ContentPageScreen({ page }: { page: ContentPage | null }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  if (!page) return <Unavailable route="contentPage" />;
  return (
    <RoutePage route="contentPage" title={localeText(page.title, locale, page.slug)}>
      <Article>
        <SafeHtml html={localeText(page.body, locale)} fallback={<p>{localeText(page.summary, locale, t('loading'))}</p>} className="body" />
      </Article>
    </RoutePage>
  );
}

/** An affiliate's landing page: its text and a way to register. */
export function AffiliatePageScreen({ page }: { page: AffiliatePage | null }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  if (!page) return <Unavailable route="affiliatePage" />;
  return (
    <RoutePage route="affiliatePage" title={localeText(page.title, locale, page.slug)}>
      <Article>
        <SafeHtml html={localeText(page.body, locale)} fallback={<p>{t('loading')}</p>} className="body" />
        <Register $variant="primary" href={href('registration', { locale })}>
          {t('affiliate.register')}
        </Register>
      </Article>
    </RoutePage>
  );
}

function Unavailable({ route }: { route: 'contentPage' | 'affiliatePage' }) {
  const { t } = useTranslation('content');
  return (
    <RoutePage route={route}>
      <Empty>{t('page.unavailable')}</Empty>
    </RoutePage>
  );
}

const Register = styled(ButtonLink)`
  justify-self: start;
`;
