import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { compact } from '@/ui/compact';
import type { LazyState } from '@/ui/lazy-component';
import { Button } from '@/ui/Button';
import { theme } from '@/ui/theme';

/** The chart's box (legend, bars, month labels), in px: the same while loading. */
export const CHART_BOX = { legend: 28, bars: 180, labels: 28 } as const;

type Props = {
  /** The period in words, once known. */
  intro?: ReactNode;
  /** The three figures (deposits, withdrawals, net), once known. */
  figures?: ReactNode;
  /** The chart with its caption, toggle and table (./NetPositionChart.tsx), or the stand-in below. */
  children: ReactNode;
};

/**
 * The net position's section with its boxes reserved: the loading view and the loaded one have
 * the same heading, intro line, figure row, chart box, caption and footer height, so nothing
 * below moves when the code and the data arrive. Small and eager (the overview's own chunk);
 * the chart and its figures load with the section (./NetPosition.tsx).
 */
export function NetPositionFrame({ intro, figures, children }: Props) {
  const { t } = useTranslation('account');
  return (
    <Section aria-labelledby="net-position-title" data-testid="net-position">
      <h2 id="net-position-title">{t('transactions.net.title')}</h2>
      <Intro>{intro ?? t('transactions.net.introLoading')}</Intro>
      <Figures>{figures}</Figures>
      {children}
    </Section>
  );
}

/** What stands in the chart's box while the code or the data loads, or when either failed (with a way on). */
export function NetPositionPending({ failure, retry }: { failure?: ReactNode; retry?: () => void }) {
  const { t } = useTranslation('account');
  return (
    <>
      <ChartBox>
        <Centred>
          {failure ?? <p role="status">{t('transactions.net.loading')}</p>}
          {retry ? (
            <Button $variant="secondary" onClick={retry}>
              {t('transactions.retry')}
            </Button>
          ) : null}
        </Centred>
      </ChartBox>
      <Caption />
      <Footer />
    </>
  );
}

/** The lazy part's stand-in: the frame with its boxes reserved; a chunk that did not load offers a retry. */
export function NetPositionLoading({ failed, retry }: LazyState) {
  const { t } = useTranslation('account');
  return <NetPositionFrame>{failed ? <NetPositionPending failure={<p role="alert">{t('errors:unexpected')}</p>} retry={retry} /> : <NetPositionPending />}</NetPositionFrame>;
}

const Section = styled.section`
  margin-bottom: ${theme.space(8)};
  padding: ${theme.space(5)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  h2 { margin: 0 0 ${theme.space(1)}; font-size: 22px; }
  ${compact(css`padding: ${theme.space(4)};`)}
`;

/** One line on a desktop, three on a phone, whatever the period's month names. */
const Intro = styled.p`
  min-height: 1.5em;
  margin: 0 0 ${theme.space(4)};
  line-height: 1.5;
  color: ${theme.color.muted};
  ${compact(css`min-height: 4.5em;`)}
`;

/** Three figures side by side; on a phone three rows of label and amount. */
export const Figures = styled.div`
  height: 72px;
  margin-bottom: ${theme.space(4)};
  ${compact(css`height: ${3 * 36}px;`)}
`;

/**
 * The chart's drawing: legend, bars and month labels, always this tall. The first column holds
 * the value scale's labels beside the bars (as wide as they need, none without a scale).
 */
export const ChartBox = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-rows: ${CHART_BOX.legend}px ${CHART_BOX.bars}px ${CHART_BOX.labels}px;
  height: ${CHART_BOX.legend + CHART_BOX.bars + CHART_BOX.labels}px;
`;

/** The chart's text summary: room for two lines (five on a phone). */
export const Caption = styled.p`
  min-height: 3em;
  margin: ${theme.space(3)} 0;
  font-size: 14px;
  line-height: 1.5;
  ${compact(css`min-height: 7.5em;`)}
`;

/** Lines of 14px notes, and the gaps and the button under them (px). */
const NOTE_LINE = 21;
const GAP = 8;
const BUTTON = 40;

/** Two notes and the table toggle fit without growing: two lines on a desktop, four on a phone. */
export const Footer = styled.div`
  display: grid;
  align-content: start;
  justify-items: start;
  gap: ${GAP}px;
  min-height: ${2 * NOTE_LINE + 2 * GAP + BUTTON}px;
  p { margin: 0; color: ${theme.color.muted}; font-size: 14px; line-height: ${NOTE_LINE}px; }
  ${compact(css`min-height: ${4 * NOTE_LINE + 2 * GAP + BUTTON}px;`)}
`;

const Centred = styled.div`
  grid-row: 1 / -1;
  grid-column: 1 / -1;
  display: grid;
  gap: ${theme.space(3)};
  place-items: center;
  align-content: center;
  color: ${theme.color.muted};
  p { margin: 0; }
`;
