import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClosePanel } from '@/features/account/ClosePanel';
import type { Locale } from '@/routes/href';
import { renderPlayerPanel, seededPlayer } from '../utils/player-panel';

const REGULAR = 1002; // country FIN
const LIMITS = 1003; // country EST

const COPY: Record<Locale, { confirm: RegExp; prepare: string }> = {
  fi: { confirm: /tilin sulkeminen on pysyvää/, prepare: 'Valmistele pyyntö' },
  et: { confirm: /konto sulgemine on lõplik/, prepare: 'Koosta taotlus' },
  en: { confirm: /closing my account is permanent/, prepare: 'Prepare the request' },
};

async function requestText(userId: number, locale: Locale) {
  const user = userEvent.setup();
  renderPlayerPanel(userId, <ClosePanel selfExclusion={null} />, locale);
  await user.click(await screen.findByRole('checkbox', { name: COPY[locale].confirm }));
  await user.click(screen.getByRole('button', { name: COPY[locale].prepare }));
  return screen.findByTestId('close-request-text');
}

describe("the close request's country", () => {
  it.each([
    [REGULAR, 'fi', 'Maa: Suomi'],
    [LIMITS, 'et', 'Riik: Eesti'],
    [LIMITS, 'en', 'Country: Estonia'],
  ] as const)('names player %i\'s country in the request\'s language (%s)', async (userId, locale, line) => {
    expect(await requestText(userId, locale)).toHaveTextContent(line);
  });

  it('keeps a country the app has no name for as the record has it', async () => {
    // The mock's records say FIN or EST; the backend's field is any text.
    Object.assign(seededPlayer(REGULAR), { country: 'SWE' });
    expect(await requestText(REGULAR, 'en')).toHaveTextContent('Country: SWE');
  });
});
