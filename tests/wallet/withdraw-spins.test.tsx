import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WithdrawPanel } from '@/features/wallet/WithdrawPanel';
import type { Locale } from '@/routes/href';
import { renderPlayerPanel, seededPlayer } from '../utils/player-panel';

const FREE_SPINS = 1301; // 80.00 € cash, one free-spin bonus: the confirmation names it and its spins

const COPY: Record<Locale, { amount: RegExp; title: string }> = {
  en: { amount: /Amount to withdraw in euros/, title: 'Give up your bonuses?' },
  fi: { amount: /Kotiutettava summa euroina/, title: 'Luovutko bonuksistasi?' },
  et: { amount: /Väljamakstav summa eurodes/, title: 'Kas loobud oma boonustest?' },
};

async function atStake(locale: Locale, spins: number) {
  const [bonus] = seededPlayer(FREE_SPINS).freeSpins;
  if (bonus) bonus.freeSpins = spins;
  const user = userEvent.setup();
  renderPlayerPanel(FREE_SPINS, <WithdrawPanel />, locale);
  await user.type(await screen.findByRole('textbox', { name: COPY[locale].amount }), '30');
  await user.click(screen.getByTestId('withdraw-submit'));
  const dialog = await screen.findByRole('dialog', { name: COPY[locale].title });
  return within(dialog).getByTestId('withdraw-at-stake');
}

describe("the withdraw confirmation's free spins", () => {
  it.each([
    ['en', 1, '1 active free-spin bonus (1 free spin)'],
    ['en', 25, '1 active free-spin bonus (25 free spins)'],
    ['fi', 1, '1 aktiivisen ilmaiskierrosbonuksen (1 ilmaiskierros)'],
    ['et', 1, '1 aktiivse tasuta keerutuste boonuse (1 tasuta keerutus)'],
    ['et', 25, '1 aktiivse tasuta keerutuste boonuse (25 tasuta keerutust)'],
  ] as const)('say the spins in the number they are (%s, %i)', async (locale, spins, text) => {
    expect(await atStake(locale, spins)).toHaveTextContent(text);
  });
});
