import { useTranslation } from 'react-i18next';
import { useId, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { compact } from '@/ui/compact';
import { capitalizeFirst } from '@/lib/capitalize';
import { formatMoney } from '@/lib/format';
import { monthName, monthSpan } from '@/lib/month-names';
import { barShares, largestFigure, peakMonth, valueScale, type MonthFigures, type NetPosition } from '@/lib/net-position';
import type { Locale } from '@/routes/href';
import { Button } from '@/ui/Button';
import { Table, type Column } from '@/ui/Table';
import { theme } from '@/ui/theme';
import { CHART_BOX, Caption, ChartBox, Footer } from './NetPositionFrame';

/** The drawing's own units: 100 a month; bars grow up from the base line. Vertically 1 unit is 1 px. */
const BAND = 100;
/** Room above the scale's top line, so its label (centred on the line) stays clear of the legend. */
const TOP = 8;
const BAR = 32;

type Props = {
  position: NetPosition;
  locale: Locale;
  /** Notes shown above the table toggle (all-time totals, pending withdrawals). */
  notes?: ReactNode;
};

/** The chart's text summary: the period and its figures, then the peak months. */
export function useChartSummary(position: NetPosition, locale: Locale): string {
  const { t } = useTranslation('account');
  const money = (cents: number) => formatMoney(cents, locale, 'EUR', { fixed: true });
  const first = position.months[0]?.month;
  const last = position.months[position.months.length - 1]?.month;
  if (!first || !last) return '';
  if (position.deposits === 0 && position.withdrawals === 0) return t('transactions.net.summaryNone');
  const period = monthSpan(first, last, locale);
  // The sentence starts with the period, a lower-case month name in fi and et.
  const parts = [capitalizeFirst(t('transactions.net.summary', { period, deposits: money(position.deposits), withdrawals: money(position.withdrawals), net: money(position.net) }), locale)];
  for (const kind of ['deposits', 'withdrawals'] as const) {
    const peak = peakMonth(position.months, kind);
    if (peak) parts.push(t(`transactions.net.peak.${kind}`, { month: monthName(peak.month, locale, 'long'), amount: money(peak[kind]) }));
  }
  return parts.join(' ');
}

/**
 * Monthly deposits and withdrawals as a bar chart: hand-written SVG (role img, titled, described
 * by the visible summary under it), drawn against a value scale of round euro steps (gridlines
 * and their labels; none while every month is zero); the scale's labels, month labels and legend
 * in HTML so they stay legible at any width (hidden from screen readers, which have the summary
 * and the table), and the same figures as a real table that the player can show. Withdrawals are
 * outlined as well as coloured, so the two are told apart without colour.
 */
export function NetPositionChart({ position, locale, notes }: Props) {
  const { t } = useTranslation('account');
  const id = useId();
  const [tableShown, setTableShown] = useState(false);
  const summary = useChartSummary(position, locale);
  const months = position.months;
  const height = CHART_BOX.bars;
  const scale = valueScale(largestFigure(months));
  const top = scale[scale.length - 1] ?? 0;
  const shares = barShares(months, top);
  /** Where a value stands in the drawing (and, the units being px, on the axis beside it). */
  const yOf = (value: number) => height - (top > 0 ? (value / top) * (height - TOP) : 0);
  const span = months.length > 0 ? monthSpan(months[0]?.month ?? '', months[months.length - 1]?.month ?? '', locale) : '';
  const money = (cents: number) => formatMoney(cents, locale, 'EUR', { fixed: true });
  const columns: Column<MonthFigures>[] = [
    { key: 'month', header: t('transactions.net.month'), cell: (row) => monthName(row.month, locale, 'long'), rowHeader: true },
    { key: 'deposits', header: t('transactions.net.deposits'), cell: (row) => money(row.deposits), align: 'end' },
    { key: 'withdrawals', header: t('transactions.net.withdrawals'), cell: (row) => money(row.withdrawals), align: 'end' },
    { key: 'net', header: t('transactions.net.net'), cell: (row) => money(row.net), align: 'end' },
  ];
  return (
    <>
      <Figure data-testid="net-position-chart">
        <ChartBox>
          <Legend aria-hidden="true">
            <li>
              <Swatch data-kind="deposits" />
              {t('transactions.net.deposits')}
            </li>
            <li>
              <Swatch data-kind="withdrawals" />
              {t('transactions.net.withdrawals')}
            </li>
          </Legend>
          {scale.length > 0 ? (
            <Axis aria-hidden="true" data-testid="net-position-scale">
              {[0, ...scale].map((value) => (
                <li key={value} data-value={value} style={{ transform: `translateY(calc(${yOf(value)}px - 50%))` }}>
                  {/* Not `fixed`: the steps are round, so the labels are whole euros ("1 000 €"). */}
                  {formatMoney(value, locale)}
                </li>
              ))}
            </Axis>
          ) : null}
          <Svg role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`} viewBox={`0 0 ${months.length * BAND} ${height}`} preserveAspectRatio="none">
            <title id={`${id}-title`}>{t('transactions.net.chartTitle', { period: span })}</title>
            <line x1="0" x2={months.length * BAND} y1={height - 0.5} y2={height - 0.5} className="base" vectorEffect="non-scaling-stroke" />
            {scale.map((value) => (
              <line key={value} data-value={value} x1="0" x2={months.length * BAND} y1={yOf(value)} y2={yOf(value)} className="grid" vectorEffect="non-scaling-stroke" />
            ))}
            {months.map((month, i) => {
              const share = shares[i] ?? { deposits: 0, withdrawals: 0 };
              const deposit = share.deposits * (height - TOP);
              const withdrawal = share.withdrawals * (height - TOP);
              const x = i * BAND + (BAND - 2 * BAR - 4) / 2;
              return (
                <g key={month.month} data-month={month.month}>
                  {deposit > 0 ? <rect className="deposits" x={x} y={height - deposit} width={BAR} height={deposit} /> : null}
                  {withdrawal > 0 ? <rect className="withdrawals" x={x + BAR + 4} y={height - withdrawal} width={BAR} height={withdrawal} vectorEffect="non-scaling-stroke" /> : null}
                </g>
              );
            })}
          </Svg>
          <Months aria-hidden="true" style={{ gridTemplateColumns: `repeat(${months.length}, 1fr)` }}>
            {months.map((month) => (
              <li key={month.month}>{monthName(month.month, locale, 'short')}</li>
            ))}
          </Months>
        </ChartBox>
        <Caption as="figcaption" id={`${id}-summary`} data-testid="net-position-summary">
          {summary}
        </Caption>
      </Figure>
      <Footer>
        {notes}
        <Button $variant="secondary" data-testid="net-position-toggle" aria-expanded={tableShown} aria-controls={`${id}-table`} onClick={() => setTableShown((shown) => !shown)}>
          {t(tableShown ? 'transactions.net.hideTable' : 'transactions.net.showTable')}
        </Button>
        <TableWrap id={`${id}-table`} hidden={!tableShown}>
          <Table caption={t('transactions.net.tableCaption', { period: span })} columns={columns} rows={months} rowKey={(row) => row.month} empty="" testId="net-position-table" />
        </TableWrap>
      </Footer>
    </>
  );
}

const Legend = styled.ul`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(4)};
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 14px;
  li { display: inline-flex; align-items: center; gap: ${theme.space(2)}; }
`;

/** The withdrawals' fill: the accent colour (theme.color.accent) at a third, under its full-strength outline. */
const WITHDRAWAL_FILL = 'rgba(143, 123, 255, 0.35)';

const Figure = styled.figure`
  margin: 0;
`;

const Swatch = styled.span`
  display: inline-block;
  width: 14px;
  height: 14px;
  border-radius: 3px;
  border: 2px solid ${theme.color.success};
  background: ${theme.color.success};
  &[data-kind='withdrawals'] { border-color: ${theme.color.accent}; background: ${WITHDRAWAL_FILL}; }
`;

const Svg = styled.svg`
  grid-column: 2;
  grid-row: 2;
  display: block;
  width: 100%;
  height: ${CHART_BOX.bars}px;
  overflow: visible;
  .base { stroke: ${theme.color.muted}; stroke-width: 1; }
  .grid { stroke: ${theme.color.border}; stroke-width: 1; stroke-dasharray: 4 4; }
  .deposits { fill: ${theme.color.success}; }
  .withdrawals { fill: ${WITHDRAWAL_FILL}; stroke: ${theme.color.accent}; stroke-width: 2; }
`;

/**
 * The scale's labels, right-aligned in the box's first column (as wide as the widest label, so
 * the bars and the months under them share the second column and stay in line). All stack in one
 * cell and each moves down to its gridline's height: the drawing's vertical unit is 1 px.
 */
const Axis = styled.ol`
  grid-column: 1;
  grid-row: 2;
  display: grid;
  align-content: start;
  justify-items: end;
  margin: 0;
  padding: 0 ${theme.space(1.5)} 0 0;
  list-style: none;
  font-size: 12px;
  line-height: 16px;
  color: ${theme.color.muted};
  font-variant-numeric: tabular-nums;
  li { grid-area: 1 / 1; white-space: nowrap; }
`;

const Months = styled.ol`
  grid-column: 2;
  grid-row: 3;
  display: grid;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 12px;
  color: ${theme.color.muted};
  text-align: center;
  li { display: flex; justify-content: center; min-width: 0; white-space: nowrap; }
  /* A phone has room for every other month's name (the current month's among them). */
  ${compact(css`li:nth-child(odd) { visibility: hidden; }`)}
`;

const TableWrap = styled.div`
  width: 100%;
  &[hidden] { display: none; }
`;
