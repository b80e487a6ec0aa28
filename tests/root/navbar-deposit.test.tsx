import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NextRouter } from 'next/router';
import { SEEN_POPUPS_KEY } from '@/lib/rules/site-popups';
import { AppLayout } from '@/root/AppLayout';
import type { Locale } from '@/routes/href';
import { server } from '../utils/msw';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';

/*
 * The first deposit was hard to find on a desktop: only inside the profile dropdown. The
 * navbar's account corner has a Deposit of its own, beside the account button.
 */

// The whole shell renders, with lazy parts and the mock backend: more than jest's 5 s on a busy machine.
jest.setTimeout(20_000);

const REGULAR = 1002; // no cool-off
const COOL_OFF = 1005; // cooloff@kasino.test: a cool-off of 3 days from the world's start

type Page = Pick<NextRouter, 'pathname' | 'asPath' | 'query'>;
const HOME: Page = { pathname: '/', asPath: '/', query: {} };
const GAME_PAGE: Page = { pathname: '/game/[slug]/play', asPath: '/game/stormy-cherries-mega-spins/play', query: { slug: 'stormy-cherries-mega-spins' } };

function setup({ locale = 'en', page = HOME, player = REGULAR }: { locale?: Locale; page?: Page; player?: number | null } = {}) {
  if (player !== null) signInAs(player);
  // No site popup taking the focus (tests/root/site-popups-owner.test.tsx has those).
  window.localStorage.setItem(SEEN_POPUPS_KEY, JSON.stringify([1, 2, 3]));
  return renderWithProviders(
    <AppLayout>
      <p>The page</p>
    </AppLayout>,
    { locale, router: page },
  );
}

const LABEL: Record<Locale, string> = { en: 'Deposit', fi: 'Talleta', et: 'Sissemakse' };

/** The navbar's Deposit, once the player's corner has loaded. */
const navbarDeposit = () => screen.findByTestId('navbar-deposit');

afterEach(() => {
  server.events.removeAllListeners();
  window.localStorage.clear();
});

describe("the navbar's Deposit", () => {
  it.each(['en', 'fi', 'et'] as const)('%s: a button beside the account button, outside the dropdown and the mobile toolbar', async (locale) => {
    setup({ locale });
    const button = await navbarDeposit();
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAccessibleName(LABEL[locale]);
    const trigger = screen.getByTestId('profile-dropdown-trigger');
    // In the corner, right before the account button (whose root holds the trigger).
    expect(button.nextElementSibling).toBe(trigger.parentElement);
    expect(screen.getByTestId('mobile-toolbar')).not.toContainElement(button);
  });

  it('opens the deposit panel in the dropdown, on top of the profile page', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await navbarDeposit());
    const dropdown = screen.getByTestId('profile-dropdown');
    const title = await within(dropdown).findByRole('heading', { name: 'Deposit' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(await within(dropdown).findByTestId('deposit-form')).toBeInTheDocument();
    expect(screen.getByTestId('profile-dropdown-trigger')).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(dropdown).getByRole('button', { name: /Back/ }));
    expect(await within(dropdown).findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  });

  it('is reached with the keyboard between the quick stop and the account button, and opens with Enter', async () => {
    const user = userEvent.setup();
    setup();
    const button = await navbarDeposit();
    const quickStop = screen.getAllByTestId('quick-stop').find((b) => !screen.getByTestId('mobile-toolbar').contains(b));
    quickStop?.focus();
    await user.tab();
    expect(button).toHaveFocus();
    await user.tab();
    expect(screen.getByTestId('profile-dropdown-trigger')).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    const dropdown = screen.getByTestId('profile-dropdown');
    await waitFor(() => expect(within(dropdown).getByRole('heading', { name: 'Deposit' })).toHaveFocus());
  });

  it('stays on the game page (a player tops up mid-game)', async () => {
    setup({ page: GAME_PAGE, locale: 'fi' });
    expect(await navbarDeposit()).toHaveAccessibleName('Talleta');
  });

  it('is not offered during a cool-off, when deposits are closed', async () => {
    setup({ player: COOL_OFF });
    await waitFor(() => expect(screen.getAllByTestId('quick-stop-on-break').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('navbar-deposit')).toBeNull();
  });

  it('is not there for a visitor', async () => {
    setup({ player: null });
    expect(await screen.findByText('The page')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Register' })).toBeInTheDocument());
    expect(screen.queryByTestId('navbar-deposit')).toBeNull();
  });
});
