import { screen, waitFor } from '@testing-library/react';
import { removeCookie } from '@/lib/cookies';
import { cents } from '@/lib/money';
import { DEPOSIT_KEPT_MARK } from '@/features/wallet/deposit-kept';
import { depositReturn } from '@/features/wallet/deposit-return';
import { DepositReturnOpener } from '@/root/DepositReturnOpener';
import { usePanels } from '@/state/panels';
import { LoginStatus, sessionChecked } from '../utils/login-status';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';
import { InPanels } from './in-panels';

const REGULAR = 1002;

/** What the panel stack has open, for the test to read: the opener's panel comes later (lazy). */
function OpenPanel() {
  const panels = usePanels();
  return <output data-testid="open-panel">{panels.isOpen('sidebar') ? 'sidebar' : panels.isOpen('dropdown') ? 'dropdown' : 'none'}</output>;
}

const original = Object.getOwnPropertyDescriptor(window.performance, 'getEntriesByType');
const loadedBy = (type: string) =>
  Object.defineProperty(window.performance, 'getEntriesByType', { configurable: true, value: (kind: string) => (kind === 'navigation' ? [{ type }] : []) });

function renderOpener() {
  return renderWithProviders(
    <InPanels>
      <DepositReturnOpener />
      <OpenPanel />
      <LoginStatus />
    </InPanels>,
    { locale: 'en' },
  );
}

afterEach(async () => {
  if (original) Object.defineProperty(window.performance, 'getEntriesByType', original);
  else Reflect.deleteProperty(window.performance, 'getEntriesByType');
  Reflect.deleteProperty(window, 'matchMedia');
  window.sessionStorage.clear();
  await removeCookie(DEPOSIT_KEPT_MARK);
});

describe('the shell opening a kept deposit on a page load', () => {
  it("marks a new customer's deposit come back to by Back as it opens the panel, before the panel shows it", async () => {
    await depositReturn.save({ amount: cents(4_000), token: 'provider-token', userId: null });
    loadedBy('back_forward');
    renderOpener();
    await sessionChecked();
    await waitFor(() => expect(screen.getByTestId('open-panel')).toHaveTextContent('sidebar'));
    // A reload now (which loads as a reload) still finds the offer to start again.
    expect(depositReturn.read(null)?.backByHistory).toBe(true);
  });

  it("marks a player's the same way, opening the dropdown on a desktop", async () => {
    signInAs(REGULAR);
    window.matchMedia = ((query: string) => ({ matches: query === '(min-width: 1280px)' })) as unknown as typeof window.matchMedia;
    await depositReturn.save({ amount: cents(4_000), token: 'provider-token', userId: REGULAR });
    loadedBy('back_forward');
    renderOpener();
    await sessionChecked('loggedIn');
    await waitFor(() => expect(screen.getByTestId('open-panel')).toHaveTextContent('dropdown'));
    expect(depositReturn.read(REGULAR)?.backByHistory).toBe(true);
  });

  it('does not mark one the provider sent the player back to (a plain load)', async () => {
    await depositReturn.save({ amount: cents(4_000), token: 'provider-token', userId: null });
    loadedBy('navigate');
    renderOpener();
    await sessionChecked();
    await waitFor(() => expect(screen.getByTestId('open-panel')).toHaveTextContent('sidebar'));
    expect(depositReturn.read(null)).not.toBeNull();
    expect(depositReturn.read(null)?.backByHistory).toBeUndefined();
  });
});
