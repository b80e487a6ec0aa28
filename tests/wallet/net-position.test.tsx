import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NetPosition } from '@/features/wallet/NetPosition';
import { NetPositionChart } from '@/features/wallet/NetPositionChart';
import { formatMoney } from '@/lib/format';
import { cents } from '@/lib/money';
import { addMonths, lastMonths, monthlyNetPosition, netOf, type NetPosition as Position } from '@/lib/net-position';
import { HISTORY_PLAYER } from '@/mocks/seed/transaction-history';
import type { DepositRecord } from '@/mocks/world/types';
import { getWorld } from '@/mocks/world/worlds';
import { server } from '../utils/msw';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';

/** Twelve months from March 2025, with money in three of them. */
function position(): Position {
  const amounts: Record<number, [number, number]> = { 0: [123_450, 0], 4: [5_000, 20_000], 11: [2_500, 1_000] };
  const months = Array.from({ length: 12 }, (_, i) => {
    const [d, w] = amounts[i] ?? [0, 0];
    return { month: addMonths('2025-03', i), deposits: cents(d), withdrawals: cents(w), net: netOf(cents(d), cents(w)) };
  });
  return { months, deposits: cents(130_950), withdrawals: cents(21_000), pendingWithdrawals: cents(1_000), net: cents(109_950) };
}

describe('the net position chart', () => {
  it('is an image named by its title and described by its text summary, in the locale', () => {
    renderWithProviders(<NetPositionChart position={position()} locale="fi" />, { locale: 'fi' });
    const chart = screen.getByRole('img', { name: 'Talletukset ja kotiutukset kuukausittain, maaliskuu 2025 – helmikuu 2026' });
    const summary = 'Maaliskuu 2025 – helmikuu 2026: talletukset 1\u00a0309,50\u00a0€, kotiutukset 210,00\u00a0€, netto 1\u00a0099,50\u00a0€. Eniten talletuksia: maaliskuu 2025 (1\u00a0234,50\u00a0€). Eniten kotiutuksia: heinäkuu 2025 (200,00\u00a0€).';
    expect(chart).toHaveAccessibleDescription(summary);
    expect(screen.getByTestId('net-position-summary').textContent).toBe(summary);
    // One bar per month with money; the withdrawals outlined.
    expect(chart.querySelectorAll('rect.deposits')).toHaveLength(3);
    expect(chart.querySelectorAll('rect.withdrawals')).toHaveLength(2);
  });

  it.each([
    ['et', /^Märts 2025 – veebruar 2026: sissemaksed /u],
    ['en', /^March 2025 – February 2026: deposits /u],
  ] as const)('%s: its summary starts with a capital letter', (locale, start) => {
    renderWithProviders(<NetPositionChart position={position()} locale={locale} />, { locale });
    expect(screen.getByTestId('net-position-summary').textContent).toMatch(start);
  });

  it('shows the same figures as a real table on request, with month names per locale', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NetPositionChart position={position()} locale="et" />, { locale: 'et' });
    const toggle = screen.getByRole('button', { name: 'Näita tabelina' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Peida tabel');
    const table = screen.getByRole('table', { name: 'Sissemaksed, väljamaksed ja neto kuude kaupa, märts 2025 – veebruar 2026' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(within(rows[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('märts 2025');
    expect(within(rows[4] as HTMLElement).getAllByRole('cell').map((c) => c.querySelector('.value')?.textContent)).toEqual(['50,00\u00a0€', '200,00\u00a0€', '\u2212150,00\u00a0€']);
    await user.click(toggle);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when the months hold nothing, and draws no scale for them', () => {
    const empty = monthlyNetPosition({ deposits: [], withdrawals: [], months: lastMonths(new Date('2026-02-10T12:00:00Z'), 12, 'UTC'), timeZone: 'UTC' });
    renderWithProviders(<NetPositionChart position={empty} locale="en" />);
    const chart = screen.getByRole('img');
    expect(chart).toHaveAccessibleDescription('No deposits or withdrawals in the last 12 months.');
    expect(screen.queryByTestId('net-position-scale')).not.toBeInTheDocument();
    expect(chart.querySelectorAll('line.grid, rect')).toHaveLength(0);
  });

  /** The scale's labels as the player reads them, bottom to top. */
  const scaleLabels = () => within(screen.getByTestId('net-position-scale')).getAllByRole('listitem', { hidden: true }).map((label) => label.textContent);

  it.each([
    ['fi', ['0\u00a0€', '500\u00a0€', '1\u00a0000\u00a0€', '1\u00a0500\u00a0€']],
    ['en', ['€0', '€500', '€1,000', '€1,500']],
    ['et', ['0\u00a0€', '500\u00a0€', '1000\u00a0€', '1500\u00a0€']],
  ] as const)('reads against a scale of round euro steps, labelled in whole euros per locale (%s)', (locale, labels) => {
    renderWithProviders(<NetPositionChart position={position()} locale={locale} />, { locale });
    // The largest month is 1 234,50 €: steps of 500 € up to 1 500 €, a gridline at each.
    expect(scaleLabels()).toEqual(labels);
    expect(screen.getByTestId('net-position-scale')).toHaveAttribute('aria-hidden', 'true');
    expect([...screen.getByRole('img').querySelectorAll('line.grid')].map((line) => line.getAttribute('data-value'))).toEqual(['50000', '100000', '150000']);
  });

  it('draws each bar against the scale: a month of exactly 1 000 € reaches the 1 000 € line and its label', () => {
    const months = [
      { month: '2025-03', deposits: cents(100_000), withdrawals: cents(0), net: cents(100_000) },
      { month: '2025-04', deposits: cents(0), withdrawals: cents(123_450), net: cents(-123_450) },
    ];
    renderWithProviders(<NetPositionChart position={{ months, deposits: cents(100_000), withdrawals: cents(123_450), pendingWithdrawals: cents(0), net: cents(-23_450) }} locale="fi" />, { locale: 'fi' });
    const chart = screen.getByRole('img');
    const base = Number(chart.getAttribute('viewBox')?.split(' ')[3]);
    const lineAt = (value: number) => Number(chart.querySelector(`line.grid[data-value="${value}"]`)?.getAttribute('y1'));
    const deposit = chart.querySelector('[data-month="2025-03"] rect.deposits');
    const withdrawal = chart.querySelector('[data-month="2025-04"] rect.withdrawals');
    // The top of the 1 000 € bar is on the 1 000 € gridline (not at the top: the scale goes to 1 500 €).
    expect(scaleLabels()).toEqual(['0\u00a0€', '500\u00a0€', '1\u00a0000\u00a0€', '1\u00a0500\u00a0€']);
    expect(Number(deposit?.getAttribute('y'))).toBeCloseTo(lineAt(100_000), 9);
    expect(Number(deposit?.getAttribute('height'))).toBeCloseTo(((base - lineAt(150_000)) * 2) / 3, 9);
    // The larger month's bar stops short of the top line, in proportion.
    expect(Number(withdrawal?.getAttribute('height'))).toBeCloseTo(((base - lineAt(150_000)) * 1234.5) / 1500, 9);
    // The label "1 000 €" stands at its gridline's height (the drawing's units are px).
    const label = within(screen.getByTestId('net-position-scale')).getAllByRole('listitem', { hidden: true })[2];
    expect(label?.textContent).toBe('1\u00a0000\u00a0€');
    expect(label?.getAttribute('style')).toContain(`translateY(calc(${lineAt(100_000)}px - 50%))`);
  });
});

describe('the net position section', () => {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  it("sums the seeded player's last 12 months from every page of both lists, with the all-time totals", async () => {
    signInAs(HISTORY_PLAYER.userId);
    const player = getWorld().players.find((p) => p.userId === HISTORY_PLAYER.userId);
    if (!player) throw new Error('no history player');
    const expected = monthlyNetPosition({ deposits: player.deposits, withdrawals: player.withdrawals, months: lastMonths(new Date(), 12, timeZone), timeZone });
    renderWithProviders(<NetPosition />);
    const net = await screen.findByTestId('net-position-net', {}, { timeout: 5_000 });
    expect(net).toHaveTextContent(formatMoney(expected.net, 'en', 'EUR', { fixed: true }));
    expect(screen.getByTestId('net-position-deposits')).toHaveTextContent(formatMoney(expected.deposits, 'en', 'EUR', { fixed: true }));
    expect(screen.getByTestId('net-position-withdrawals')).toHaveTextContent(formatMoney(expected.withdrawals, 'en', 'EUR', { fixed: true }));
    expect(screen.getByTestId('net-position-pending')).toHaveTextContent(formatMoney(expected.pendingWithdrawals, 'en', 'EUR', { fixed: true }));
    expect(screen.getByTestId('net-position-all-time')).toHaveTextContent(/^All time: deposits €[\d,.]+, withdrawals €[\d,.]+\.$/);
    expect(expected.deposits).toBeGreaterThan(0);
  });

  it('stops reading a list at the first page wholly before the window', async () => {
    signInAs(1002);
    const player = getWorld().players.find((p) => p.userId === 1002);
    const old = (i: number): DepositRecord => ({ id: `old-${i}`, status: 'ok', amount: cents(1_000), method: 'bank', createdTime: new Date(Date.now() - (400 + i) * 86_400_000).toISOString() });
    player?.deposits.push(...Array.from({ length: 60 }, (_, i) => old(i)));
    const pages: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/main/transactions/deposits') pages.push(url.searchParams.get('page') ?? '');
    });
    renderWithProviders(<NetPosition />);
    // The two seeded deposits of the last days count; none of the old ones.
    expect(await screen.findByTestId('net-position-deposits', {}, { timeout: 5_000 })).toHaveTextContent('€75.00');
    // Page 1 holds the two recent ones and eight old ones, page 2 only old ones: of seven pages, two are read.
    expect([...new Set(pages)].sort()).toEqual(['1', '2']);
    server.events.removeAllListeners();
  });

  it('shows a failure with a retry that asks again', async () => {
    const user = userEvent.setup();
    signInAs(1002);
    getWorld().failures.push({ call: 'main.getWithdrawsTransactionsPages', remaining: 1, errorCode: 119 });
    renderWithProviders(<NetPosition />);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5_000 });
    expect(screen.getByTestId('api-error')).toBeInTheDocument();
    await user.click(retry);
    await waitFor(() => expect(screen.getByTestId('net-position-net')).toHaveTextContent('€75.00'));
  });
});
