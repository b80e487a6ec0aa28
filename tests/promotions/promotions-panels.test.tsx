import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { CampaignsPanel } from '@/features/promotions/panels/CampaignsPanel';
import { ProfileBadge } from '@/features/shell/ProfileBadge';
import { leaveFor } from '@/lib/leave-site';
import { formatFinnishDateTime } from '@/lib/format-numeric';
import { getWorld } from '@/mocks/world/worlds';
import { emulateFocusFixup } from '../utils/focus-fixup';
import { server } from '../utils/msw';
import { mainCalls, paymentCalls, renderPlayerPanel, seededPlayer, sentFields } from '../utils/player-panel';
import { DepositFrame } from '../utils/deposit-frame';

// Whole panels with their data over msw, several steps each.
jest.setTimeout(20_000);

jest.mock('@/lib/leave-site', () => ({ leaveFor: jest.fn() }));
const leave = jest.mocked(leaveFor);

const BONUSES = 1701; // bonuses@kasino.test: 13 free-spin bonuses, both campaigns, 3450 points
const FIRST = 1001; // no deposits, so no stored payment details: campaigns answer 125
const REGULAR = 1002; // stored payment details, no free spins


const withBadge = () => (
  <>
    <ProfileBadge />
    <DepositFrame />
  </>
);

beforeEach(() => {
  leave.mockReset();
  window.sessionStorage.clear();
});
afterEach(() => server.events.removeAllListeners());

describe('campaigns', () => {
  it('lists each campaign with its minimum deposit, maximum bonus, free spins and wagering, money in the locale', async () => {
    renderPlayerPanel(BONUSES, <CampaignsPanel />, 'fi');
    const cards = await screen.findAllByTestId('campaign');
    expect(cards).toHaveLength(2);
    const [bonus, spins] = cards as [HTMLElement, HTMLElement];
    expect(within(bonus).getByRole('heading', { name: 'Talletusbonus 50 %' })).toBeInTheDocument();
    expect(bonus).toHaveTextContent(/Vähimmäistalletus\s*20\s€/);
    expect(bonus).toHaveTextContent(/Bonus enintään\s*100\s€/);
    expect(bonus).toHaveTextContent(/Kierrätysvaatimus\s*30-kertainen/);
    expect(spins).toHaveTextContent(/Ilmaiskierrokset\s*50/);
    expect(spins).toHaveTextContent(/Vähimmäistalletus\s*25\s€/);
  });

  it('asks for payment details on 125 and leads to the deposit panel', async () => {
    const user = userEvent.setup();
    renderPlayerPanel(FIRST, <DepositFrame />);
    const notice = await screen.findByTestId('campaigns-no-payment-details');
    expect(notice).toHaveTextContent('Add payment details to take part in deposit campaigns');
    await user.click(within(notice).getByRole('button', { name: 'Add payment details' }));
    expect(await screen.findByTestId('deposit-form')).toBeInTheDocument();
    expect(screen.queryByTestId('deposit-campaign')).not.toBeInTheDocument();
  });

  it('leads to a deposit with the campaign chosen: its minimum holds, and the backend receives the campaign', async () => {
    const user = userEvent.setup();
    const sent = paymentCalls('confirmDeposit');
    renderPlayerPanel(BONUSES, <DepositFrame />);
    const weekend = (await screen.findAllByTestId('campaign'))[1] as HTMLElement;
    await user.click(within(weekend).getByRole('button', { name: 'Deposit with this campaign' }));
    expect(await screen.findByTestId('deposit-campaign')).toHaveTextContent('Campaign: Viikonlopun ilmaiskierrokset. Minimum deposit €25.');
    const amount = await screen.findByRole('textbox', { name: /Amount in euros/ });
    await user.type(amount, '20');
    await user.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByText('The minimum deposit is €25.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '30');
    await user.click(screen.getByTestId('deposit-submit'));
    // Stored details: the result shows in the panel.
    expect(await screen.findByText('Your deposit of €30 was successful.')).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
    expect(await sentFields(sent[0] as Request)).toMatchObject({ amount: '30.00', campaignId: '102' });
    // The mock took it up: the campaign left the list and its 50 spins became a bonus.
    expect(seededPlayer(BONUSES).campaignsTaken).toEqual([102]);
    expect(seededPlayer(BONUSES).freeSpins.some((bonus) => bonus.freeSpins === 50)).toBe(true);
  });

  it('sends no campaign once the player deposits without it', async () => {
    const user = userEvent.setup();
    const sent = paymentCalls('confirmDeposit');
    renderPlayerPanel(REGULAR, <DepositFrame />);
    const first = (await screen.findAllByTestId('campaign'))[0] as HTMLElement;
    await user.click(within(first).getByRole('button', { name: 'Deposit with this campaign' }));
    await user.click(await screen.findByRole('button', { name: 'Deposit without the campaign' }));
    expect(screen.queryByTestId('deposit-campaign')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '€50' }));
    await user.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByText('Your deposit of €50 was successful.')).toBeInTheDocument();
    expect(await sentFields(sent[0] as Request)).not.toHaveProperty('campaignId');
  });
});

describe('the way to the bonus wheel', () => {
  it('links to the bonus wheel page in the locale, with the available spins when there is at least 1 (fi)', async () => {
    renderPlayerPanel(REGULAR, <CampaignsPanel />, 'fi');
    const section = await screen.findByTestId('campaigns-bonus-wheel');
    expect(within(section).getByRole('heading', { name: 'Bonuspyörä', level: 3 })).toBeInTheDocument();
    // The seeded regular player has 2 spins: the badge shows them, and they complete the link's name.
    const link = await within(section).findByRole('link', { name: 'Avaa bonuspyörä 2 pyöräytystä käytettävissä' });
    expect(link).toHaveAttribute('href', '/fi/bonuswheel');
    expect(within(link).getByTestId('campaigns-wheel-spins')).toHaveTextContent('2');
  });

  it('shows no count without spins (en, et)', async () => {
    const player = getWorld().players.find((p) => p.userId === REGULAR);
    if (player) player.bonusWheelSpins = 0;
    const { unmount } = renderPlayerPanel(REGULAR, <CampaignsPanel />, 'en');
    const link = await screen.findByRole('link', { name: 'Open the bonus wheel' });
    expect(link).toHaveAttribute('href', '/en/bonuswheel');
    // The wheel's answer has come (the campaigns' cards are there too): still no badge.
    await screen.findAllByTestId('campaign');
    await waitFor(() => expect(screen.queryByTestId('campaigns-wheel-spins')).toBeNull());
    unmount();
    renderPlayerPanel(REGULAR, <CampaignsPanel />, 'et');
    expect(await screen.findByRole('link', { name: 'Ava boonusratas' })).toHaveAttribute('href', '/et/bonuswheel');
  });
});

describe('free spins', () => {
  it('shows ten a page with their details, and pages on to the rest', async () => {
    const user = userEvent.setup();
    renderPlayerPanel(BONUSES, <CampaignsPanel />);
    const list = await screen.findByTestId('free-spin-list');
    expect(within(list).getAllByTestId('free-spin')).toHaveLength(10);
    expect(screen.getByRole('heading', { name: 'Free spins (13)' })).toBeInTheDocument();
    // Newest first: 9701, for Stormy Cherries, expiring within a day.
    const newest = seededPlayer(BONUSES).freeSpins.find((bonus) => bonus.freeSpinsBonusId === 9701);
    const first = within(list).getAllByTestId('free-spin')[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: newest?.name })).toBeInTheDocument();
    expect(within(first).getByTestId('free-spin-expires')).toHaveTextContent(formatFinnishDateTime(new Date(newest?.expirationTime ?? '')));
    expect(within(first).getByTestId('expires-soon')).toHaveTextContent('Expires soon');
    expect(within(first).getByRole('link', { name: 'Stormy Cherries Mega Spins' })).toHaveAttribute('href', '/en/game/stormy-cherries-mega-spins/play');
    expect(first).toHaveTextContent(/Spins\s*10/);
    expect(first).toHaveTextContent(/Value\s*€2/);
    expect(first).toHaveTextContent(/Wagering requirement\s*20×/);
    expect(within(list).getAllByTestId('expires-soon')).toHaveLength(2);

    const pager = screen.getByRole('navigation', { name: 'Free-spin pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(screen.getByTestId('free-spin-list')).getAllByTestId('free-spin')).toHaveLength(3));
    expect(screen.getByRole('navigation', { name: 'Free-spin pages' })).toHaveTextContent('Page 2 of 2');
    expect(screen.getByRole('heading', { name: 'Free spins (13)' })).toHaveFocus();
  });

  it('writes a wagering factor with the decimal comma of the page (et)', async () => {
    const newest = seededPlayer(BONUSES).freeSpins.find((bonus) => bonus.freeSpinsBonusId === 9701);
    if (newest) newest.turnoverFactor = 2.5;
    renderPlayerPanel(BONUSES, <CampaignsPanel />, 'et');
    const first = within(await screen.findByTestId('free-spin-list')).getAllByTestId('free-spin')[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: newest?.name })).toBeInTheDocument();
    expect(first).toHaveTextContent(/Panustamisnõue\s*2,5-kordne/);
  });

  it('has no pager with ten or fewer', async () => {
    seededPlayer(BONUSES).freeSpins.splice(10);
    renderPlayerPanel(BONUSES, <CampaignsPanel />);
    expect(within(await screen.findByTestId('free-spin-list')).getAllByTestId('free-spin')).toHaveLength(10);
    expect(screen.queryByTestId('free-spin-pager')).not.toBeInTheDocument();
  });

  it('cancels after a confirmation: busy, the result, then the list asked again and the badge one less', async () => {
    const user = userEvent.setup();
    const cancels = mainCalls('player/bonuses/freeSpins/cancel');
    renderPlayerPanel(BONUSES, withBadge());
    await waitFor(() => expect(screen.getByTestId('profile-badge')).toHaveTextContent('15'));
    const first = (await screen.findAllByTestId('free-spin'))[0] as HTMLElement;
    const name = seededPlayer(BONUSES).freeSpins[0]?.name ?? '';
    await user.click(within(first).getByRole('button', { name: 'Cancel bonus' }));
    // Asked first, with focus on the safe answer; keeping it (by the button or Escape, which
    // does not close the panel around it) sends nothing.
    expect(within(first).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(first).getByRole('button', { name: 'Keep it' }));
    expect(cancels).toHaveLength(0);
    expect(within(first).getByRole('button', { name: 'Cancel bonus' })).toHaveFocus();
    const closes = jest.fn();
    document.addEventListener('keydown', closes);
    await user.click(within(first).getByRole('button', { name: 'Cancel bonus' }));
    await user.keyboard('{Escape}');
    document.removeEventListener('keydown', closes);
    expect(closes).not.toHaveBeenCalled();
    expect(within(first).queryByRole('button', { name: 'Yes, cancel' })).toBeNull();
    expect(within(first).getByRole('button', { name: 'Cancel bonus' })).toHaveFocus();
    expect(cancels).toHaveLength(0);
    await user.click(within(first).getByRole('button', { name: 'Cancel bonus' }));
    await user.click(within(first).getByRole('button', { name: 'Yes, cancel' }));
    const result = await screen.findByTestId('free-spin-result');
    expect(result).toHaveTextContent(`The free-spin bonus ${name} was cancelled.`);
    expect(result).toHaveFocus();
    expect(await sentFields(cancels[0] as Request)).toEqual({ freeSpinsBonusId: '9701' });
    expect(seededPlayer(BONUSES).freeSpins).toHaveLength(12);
    await user.click(within(result).getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByRole('heading', { name: 'Free spins (12)' })).toHaveFocus();
    await waitFor(() => expect(screen.getByTestId('profile-badge')).toHaveTextContent('14'));
  });

  it('says so when a cancel fails, and keeps the bonus', async () => {
    const user = userEvent.setup();
    getWorld().failures.push({ call: 'main.cancelFreeSpin', remaining: 1, errorCode: 180 });
    renderPlayerPanel(BONUSES, <CampaignsPanel />, 'et');
    const first = (await screen.findAllByTestId('free-spin'))[0] as HTMLElement;
    await user.click(within(first).getByRole('button', { name: 'Tühista boonus' }));
    await user.click(within(first).getByRole('button', { name: 'Jah, tühista' }));
    expect(await screen.findByTestId('free-spin-result')).toHaveTextContent('ei õnnestunud tühistada');
    expect(seededPlayer(BONUSES).freeSpins).toHaveLength(13);
  });

  it('goes back to the list by itself after 5 s', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderPlayerPanel(BONUSES, <CampaignsPanel />);
      const first = (await screen.findAllByTestId('free-spin'))[0] as HTMLElement;
      await user.click(within(first).getByRole('button', { name: 'Cancel bonus' }));
      await user.click(within(first).getByRole('button', { name: 'Yes, cancel' }));
      await screen.findByTestId('free-spin-result');
      await act(async () => {
        jest.advanceTimersByTime(4_900);
      });
      expect(screen.getByTestId('free-spin-result')).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(200);
      });
      expect(await screen.findByRole('heading', { name: 'Free spins (12)' })).toBeInTheDocument();
      expect(screen.queryByTestId('free-spin-result')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

/*
 * jsdom lays nothing out, so these read the rules a browser lays the cards out by (the audit's
 * "20-/kertainen" and "30. marraskuuta / 2026" came from two 216 px wide cards in the panel).
 */
describe('campaign and free-spin cards in the 550 px panel', () => {
  /** The panel's inner width: 550 px less its 16 px padding either side. */
  const PANEL_INNER = 550 - 2 * 16;
  const GRID_GAP = 16;
  const columnsIn = (list: HTMLElement) => {
    const min = Number(/minmax\(min\((\d+)px/.exec(getComputedStyle(list).gridTemplateColumns)?.[1]);
    return Math.max(1, Math.floor((PANEL_INNER + GRID_GAP) / (min + GRID_GAP)));
  };

  it('stand in one column, and keep each value whole: beside its label, or under it when it does not fit', async () => {
    renderPlayerPanel(BONUSES, <CampaignsPanel />, 'fi');
    const spins = await screen.findByTestId('free-spin-list');
    const campaigns = await screen.findByTestId('campaign-list');
    expect(columnsIn(spins)).toBe(1);
    expect(columnsIn(campaigns)).toBe(1);

    const card = within(spins).getAllByTestId('free-spin')[0] as HTMLElement;
    const expires = within(card).getByTestId('free-spin-expires');
    // The row wraps the value to a line of its own; the value is never squeezed narrower than itself.
    expect(expires.parentElement).toHaveStyle({ display: 'flex', flexWrap: 'wrap' });
    expect(getComputedStyle(expires).minWidth).not.toBe('0');
    // The game's name alone runs over lines beside its label.
    expect(within(card).getByTestId('free-spin-game')).toHaveStyle({ flexGrow: '1', minWidth: '0' });
  });
});

describe('campaigns and free spins that could not be loaded', () => {
  it("say so each, with the backend's reason where it gives one, and load again on Try again", async () => {
    const user = userEvent.setup();
    getWorld().failures.push({ call: 'main.getDepositCampaigns', remaining: 1, status: 503 }, { call: 'main.getFreeSpins', remaining: 1, status: 400, errorCode: 232 });
    renderPlayerPanel(BONUSES, <CampaignsPanel />, 'et');
    const campaigns = await screen.findByTestId('campaigns');
    const spins = screen.getByTestId('free-spins');
    expect(await within(campaigns).findByText('Kampaaniaid ei õnnestunud laadida.')).toBeInTheDocument();
    expect(await within(spins).findByText('Tasuta keerutusi ei õnnestunud laadida.')).toBeInTheDocument();
    // A 503 has no reason to add: one box, not a second saying "something went wrong".
    expect(within(spins).getByTestId('api-error')).toHaveTextContent('Tehingud on sinu kontol blokeeritud.');
    expect(within(campaigns).queryByTestId('api-error')).toBeNull();
    expect(within(campaigns).queryByText('Midagi läks valesti. Palun proovi uuesti.')).toBeNull();
    await user.click(within(campaigns).getByRole('button', { name: 'Proovi uuesti' }));
    await user.click(within(spins).getByRole('button', { name: 'Proovi uuesti' }));
    expect(await within(campaigns).findAllByTestId('campaign')).toHaveLength(2);
    expect(await within(spins).findByTestId('free-spin-list')).toBeInTheDocument();
    expect(within(campaigns).queryByTestId('api-error')).toBeNull();
  });
});

describe('loyalty points', () => {
  it('converts points: the result, the new balance, and the backend credited the bonus money', async () => {
    const user = userEvent.setup();
    const converts = mainCalls('player/convertLoyaltyPoints');
    renderPlayerPanel(BONUSES, <CampaignsPanel />, 'fi');
    expect(await screen.findByTestId('loyalty-points')).toHaveTextContent(/^3\s450$/);
    await user.type(screen.getByRole('textbox', { name: /Muunnettavat pisteet/ }), '250');
    await user.click(screen.getByRole('button', { name: 'Muunna bonusrahaksi' }));
    expect(await screen.findByTestId('loyalty-result')).toHaveTextContent(/^250 pistettä muunnettu: bonusrahaasi lisättiin 2,50\s€\. Pisteitä jäljellä: 3\s200\.$/);
    expect(await sentFields(converts[0] as Request)).toEqual({ pointAmount: '250' });
    await waitFor(() => expect(screen.getByTestId('loyalty-points')).toHaveTextContent(/^3\s200$/));
    expect(seededPlayer(BONUSES).promo).toBe(1_750);
  });

  it('converts once when asked again after a lost answer and a reload: the same key, and the points taken once', async () => {
    const user = userEvent.setup();
    const converts = mainCalls('player/convertLoyaltyPoints');
    // The first conversion reaches the backend, which converts, and its answer is lost on the way back.
    const wrapped = global.fetch;
    let lost = false;
    global.fetch = async (input, init) => {
      const response = await wrapped(input, init);
      if (!lost && String(input).endsWith('/player/convertLoyaltyPoints')) {
        lost = true;
        throw new TypeError('Failed to fetch');
      }
      return response;
    };
    try {
      const first = renderPlayerPanel(BONUSES, <CampaignsPanel />);
      expect(await screen.findByTestId('loyalty-points')).toHaveTextContent(/^3,450$/);
      await user.type(screen.getByRole('textbox', { name: /Points to convert/ }), '250');
      await user.click(screen.getByRole('button', { name: 'Convert to bonus money' }));
      expect(await screen.findByTestId('loyalty-failure')).toHaveTextContent('The points could not be converted.');
      expect(seededPlayer(BONUSES).loyaltyPoints).toBe(3_200);
      first.unmount();

      // The page reloaded: the same conversion typed again carries the kept key.
      renderPlayerPanel(BONUSES, <CampaignsPanel />);
      await user.type(await screen.findByRole('textbox', { name: /Points to convert/ }), '250');
      await user.click(screen.getByRole('button', { name: 'Convert to bonus money' }));
      expect(await screen.findByTestId('loyalty-result')).toHaveTextContent('250 points converted: €2.50 added to your bonus money. Points left: 3,200.');
    } finally {
      global.fetch = wrapped;
    }
    expect(converts).toHaveLength(2);
    const [first, second] = converts.map((request) => request.headers.get('Idempotency-Key'));
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
    expect(seededPlayer(BONUSES)).toMatchObject({ loyaltyPoints: 3_200, promo: 1_750 });
  });

  it('says when the points could not be loaded, with the backend’s reason, and loads them on Try again', async () => {
    const user = userEvent.setup();
    getWorld().failures.push({ call: 'main.loyalty', remaining: 1, errorCode: 235 });
    renderPlayerPanel(BONUSES, <CampaignsPanel />, 'fi');
    const box = await screen.findByTestId('loyalty-load-failed');
    expect(within(box).getByText('Kanta-asiakaspisteitäsi ei voitu ladata.')).toBeInTheDocument();
    expect(within(box).getByTestId('api-error')).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByTestId('loyalty-points')).toHaveTextContent(/^3\s450$/);
    expect(screen.queryByTestId('loyalty-load-failed')).not.toBeInTheDocument();
  });

  it('keeps focus on Convert while the conversion runs: busy, not disabled, and a second press sends nothing', async () => {
    const stopFixup = emulateFocusFixup();
    try {
      const user = userEvent.setup();
      const converts = mainCalls('player/convertLoyaltyPoints');
      let answer: () => void = () => undefined;
      server.use(http.post('*/main/player/convertLoyaltyPoints', () => new Promise<undefined>((resolve) => (answer = () => resolve(undefined))), { once: true }));
      renderPlayerPanel(BONUSES, <CampaignsPanel />);
      await user.type(await screen.findByRole('textbox', { name: /Points to convert/ }), '250');
      const submit = screen.getByTestId('loyalty-submit');
      await user.click(submit);
      await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
      await act(async () => {});
      expect(submit).toHaveFocus();
      expect(submit).toHaveAttribute('aria-disabled', 'true');
      expect(submit).not.toBeDisabled();
      await user.click(submit);
      answer();
      expect(await screen.findByTestId('loyalty-result')).toHaveTextContent('250 points converted');
      expect(converts).toHaveLength(1);
    } finally {
      stopFixup();
    }
  });

  it.each([
    ['1.5', 'Enter whole points, digits only.'],
    ['0', 'Enter more than 0 points.'],
    ['3451', 'That is more points than you have.'],
    ['', 'Enter the number of points.'],
  ])('refuses %j with a translated error at the field, keeping what was typed, and sends nothing', async (typed, message) => {
    const user = userEvent.setup();
    const converts = mainCalls('player/convertLoyaltyPoints');
    renderPlayerPanel(BONUSES, <CampaignsPanel />);
    const field = await screen.findByRole('textbox', { name: /Points to convert/ });
    if (typed) await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: 'Convert to bonus money' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue(typed);
    expect(converts).toHaveLength(0);
  });
});
