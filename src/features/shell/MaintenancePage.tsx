import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Head from 'next/head';
import styled from 'styled-components';
import { uncoverPage } from '@/lib/uncover';
import type { Notice } from '@/lib/site-status';
import { SafeHtml } from '@/ui/SafeHtml';
import { theme } from '@/ui/theme';

/** Replaces the whole app while maintenance is on (spec 1, 4). */
export function MaintenancePage({ notice, onRetry }: { notice: Notice | undefined; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const fallback = <p>{t('maintenance.fallback')}</p>;
  // The app after it shows without the cover a returning player's page loaded under.
  useEffect(uncoverPage, []);
  return (
    <Page>
      <Head>
        <title>{`${t('maintenance.title')} | ${t('brand')}`}</title>
      </Head>
      <Card role="main" aria-labelledby="maintenance-title">
        <Brand aria-hidden="true">{t('brand')}</Brand>
        <h1 id="maintenance-title">{t('maintenance.title')}</h1>
        {notice ? <SafeHtml html={notice.html} lang={notice.lang} fallback={fallback} /> : fallback}
        <Retry type="button" onClick={onRetry}>
          {t('maintenance.retry')}
        </Retry>
      </Card>
    </Page>
  );
}

const Page = styled.div`
  /* Shown from the first paint even on a returning player's covered page (src/lib/returning-cover.js). */
  visibility: visible;
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${theme.space(4)};
`;

const Card = styled.div`
  max-width: 520px;
  text-align: center;
  padding: ${theme.space(8)};
  background: ${theme.color.surface};
  border-radius: ${theme.radius.lg};
  h1 { margin: ${theme.space(2)} 0; }
`;

const Brand = styled.div`
  font-size: 28px;
  font-weight: 800;
  color: ${theme.color.primary};
`;

const Retry = styled.button`
  margin-top: ${theme.space(4)};
  min-height: 44px;
  padding: 0 ${theme.space(5)};
  border: 0;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.primary};
  color: ${theme.color.primaryText};
  font-weight: 700;
  cursor: pointer;
`;
