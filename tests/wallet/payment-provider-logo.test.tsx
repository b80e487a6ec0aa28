import { fireEvent, screen, within } from '@testing-library/react';
import { DepositPanel } from '@/features/wallet/DepositPanel';
import type { Locale } from '@/routes/href';
import { renderPlayerPanel } from '../utils/player-panel';
import { useEnv } from '../utils/env';

const FIRST = 1001;
const LOGO = 'http://localhost:4010/provider/logo.png';

/** The player's deposit panel, once its form shows (the logo's place). */
async function depositForm(locale: Locale = 'en') {
  renderPlayerPanel(FIRST, <DepositPanel />, locale);
  return screen.findByTestId('deposit-form');
}

describe("the payment provider's logo in the deposit panel (spec 7.4)", () => {
  describe('configured', () => {
    useEnv('NEXT_PUBLIC_PAYMENT_LOGO_URL', LOGO);
    useEnv('NEXT_PUBLIC_PAYMENT_PROVIDER_NAME', 'Kasino Pay');

    it.each([
      ['en', 'Payment provider: Kasino Pay'],
      ['fi', 'Maksunvälittäjä: Kasino Pay'],
      ['et', 'Makseteenuse pakkuja: Kasino Pay'],
    ] as const)('shows in %s as "%s", at a fixed size, loaded lazily, after the deposit button', async (locale, alt) => {
      const form = await depositForm(locale);
      const logo = within(form).getByRole('img', { name: alt });
      expect(logo).toHaveAttribute('src', LOGO);
      expect(logo).toHaveAttribute('width', '120');
      expect(logo).toHaveAttribute('height', '40');
      expect(logo).toHaveAttribute('loading', 'lazy');
      // Below the button: the logo coming or going moves nothing the player reads or presses.
      expect(screen.getByTestId('deposit-submit').compareDocumentPosition(logo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('goes away when the image fails, and the form stays as it was', async () => {
      const form = await depositForm();
      fireEvent.error(within(form).getByRole('img', { name: 'Payment provider: Kasino Pay' }));
      expect(within(form).queryByRole('img')).toBeNull();
      expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeInTheDocument();
    });
  });

  describe('without a logo URL', () => {
    useEnv('NEXT_PUBLIC_PAYMENT_LOGO_URL', '');
    useEnv('NEXT_PUBLIC_PAYMENT_PROVIDER_NAME', 'Kasino Pay');

    it('shows none', async () => {
      const form = await depositForm();
      expect(within(form).queryByRole('img')).toBeNull();
      expect(within(form).queryByTestId('payment-provider-logo')).toBeNull();
    });
  });

  describe("without the provider's name", () => {
    useEnv('NEXT_PUBLIC_PAYMENT_LOGO_URL', LOGO);
    useEnv('NEXT_PUBLIC_PAYMENT_PROVIDER_NAME', '');

    it('shows none rather than an image without its text alternative', async () => {
      const form = await depositForm();
      expect(within(form).queryByTestId('payment-provider-logo')).toBeNull();
    });
  });
});
