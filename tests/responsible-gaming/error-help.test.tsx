import { screen, within } from '@testing-library/react';
import { apiError } from '@/api/errors';
import { useProfile } from '@/state/profile';
import { ApiErrorNotice } from '@/ui/ApiErrorNotice';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';

const ESTONIAN = 1006;

function WhenKnown({ code }: { code: number }) {
  const { loginStatus } = useProfile();
  return loginStatus === 'unknown' ? null : <ApiErrorNotice error={apiError(code, 'refused', code === 217 ? { expireTimestamp: '2026-03-12T12:00:00Z' } : undefined)} />;
}

describe('the error catalogue’s display with the responsible-gaming help (spec 8: 217, 238, 258)', () => {
  it('adds the way back to the limits under 217, and that demo play stays open', async () => {
    renderWithProviders(<WhenKnown code={217} />, { locale: 'en' });
    const notice = await screen.findByTestId('api-error');
    expect(notice).toHaveTextContent('You are on a cool-off break. You cannot deposit or play until it ends.');
    expect(await within(notice).findByTestId('cool-off-help')).toHaveTextContent('Free demo games stay open.');
    expect(within(notice).getByRole('link', { name: 'See your limits and cool-off' })).toHaveAttribute('href', '/en/profile/limits');
  });

  it.each([
    [238, 'fi', 'Tilisi on suljettu omasta pyynnöstäsi.', 'Peluurin palvelu (peluuri.fi)', 'https://www.peluuri.fi/'],
    [258, 'et', 'Me ei saanud mängukeelu registrit kontrollida. Palun proovi hiljem uuesti.', 'Maksu- ja Tolliamet (emta.ee)', 'https://www.emta.ee/'],
  ] as const)('leads a visitor shown %i to the self-exclusion service of the locale’s country (%s)', async (code, locale, message, link, href) => {
    renderWithProviders(<WhenKnown code={code} />, { locale });
    const notice = await screen.findByTestId('api-error');
    expect(notice).toHaveTextContent(message);
    expect(await within(notice).findByRole('link', { name: link })).toHaveAttribute('href', href);
  });

  it('follows the player’s country rather than the language', async () => {
    signInAs(ESTONIAN);
    renderWithProviders(<WhenKnown code={238} />, { locale: 'en' });
    const help = await screen.findByTestId('self-exclusion-help');
    expect(help).toHaveAttribute('data-country', 'EST');
    expect(within(help).getByRole('link', { name: 'Tax and Customs Board (emta.ee)' })).toBeInTheDocument();
  });

  it('adds nothing under other codes', async () => {
    renderWithProviders(<WhenKnown code={119} />, { locale: 'en' });
    expect(await screen.findByTestId('api-error')).toBeInTheDocument();
    expect(screen.queryByTestId('self-exclusion-help')).toBeNull();
    expect(screen.queryByTestId('cool-off-help')).toBeNull();
  });
});
