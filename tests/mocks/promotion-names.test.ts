import { newIdempotencyKey } from '@/api/idempotency';
import { getDepositCampaigns, getFreeSpins } from '@/api/main/bonuses';
import { confirmDeposit } from '@/api/main/payment';
import { changeLanguage } from '@/api/main/player';
import { completeBonusWheel, spinBonusWheel } from '@/api/second/bonus';
import { cents } from '@/lib/money';
import { REGULAR, signIn } from '../api/session';

const BONUSES = 1701; // 13 free-spin bonuses, the five names in turn, newest first
const FREE_SPINS = 1301; // one welcome bonus

async function freeSpinNames(): Promise<string[]> {
  const result = await getFreeSpins(1);
  if (!result.success) throw new Error(result.error);
  return result.data.items.map((bonus) => bonus.name);
}

async function campaignTitles(): Promise<string[]> {
  const result = await getDepositCampaigns();
  if (!result.success) throw new Error(result.error);
  return result.data.map((campaign) => campaign.title);
}

/** The first page's ten bonuses: the five names twice. */
const twice = (names: string[]) => [...names, ...names];

describe('the mock backend names promotions in the player’s language', () => {
  it('answers the seeded free spins in Finnish as before, and in English or Estonian once the player switches', async () => {
    signIn(BONUSES);
    expect(await freeSpinNames()).toEqual(
      twice(['Tervetuliaiskierrokset', 'Viikonlopun kierrokset', 'Kanta-asiakkaan kierrokset', 'Syntymäpäiväkierrokset', 'Turnauspalkinto']),
    );
    expect(await changeLanguage('en')).toMatchObject({ success: true });
    expect(await freeSpinNames()).toEqual(twice(['Welcome spins', 'Weekend spins', 'Loyal customer spins', 'Birthday spins', 'Tournament prize']));
    expect(await changeLanguage('et')).toMatchObject({ success: true });
    expect(await freeSpinNames()).toEqual(
      twice(['Tervituskeerutused', 'Nädalavahetuse keerutused', 'Püsikliendi keerutused', 'Sünnipäevakeerutused', 'Turniiri auhind']),
    );
    expect(await changeLanguage('fi')).toMatchObject({ success: true });
    expect((await freeSpinNames())[0]).toBe('Tervetuliaiskierrokset');
  });

  it('names the withdrawal case’s free spins in the player’s language too', async () => {
    signIn(FREE_SPINS);
    expect(await freeSpinNames()).toEqual(['Tervetuliaiskierrokset']);
    await changeLanguage('et');
    expect(await freeSpinNames()).toEqual(['Tervituskeerutused']);
  });

  it('renames a campaign’s free spins, taken up in Finnish, when the player switches to English', async () => {
    const player = signIn(REGULAR);
    expect(await campaignTitles()).toEqual(['Talletusbonus 50 %', 'Viikonlopun ilmaiskierrokset']);
    const deposit = await confirmDeposit({
      amount: cents(3_000),
      method: 'bank',
      storedDetailReference: `stored-${player.userId}`,
      idempotencyKey: newIdempotencyKey(),
      campaignId: '102',
    });
    expect(deposit).toMatchObject({ success: true });
    expect(await freeSpinNames()).toEqual(['Viikonlopun ilmaiskierrokset']);
    await changeLanguage('en');
    expect(await freeSpinNames()).toEqual(['Weekend free spins']);
    expect(await campaignTitles()).toEqual(['Deposit bonus 50%']);
  });

  it('names the bonus wheel’s free spins in the player’s language', async () => {
    signIn(REGULAR);
    await changeLanguage('et');
    // The wheel's fixed sequence: promo money first, then 10 free spins.
    for (let spins = 0; spins < 2; spins += 1) {
      const spin = await spinBonusWheel(newIdempotencyKey());
      if (!spin.success) throw new Error(spin.error);
      expect(await completeBonusWheel(spin.data.reference, newIdempotencyKey())).toMatchObject({ success: true });
    }
    expect(await freeSpinNames()).toEqual(['Boonusratas']);
    await changeLanguage('fi');
    expect(await freeSpinNames()).toEqual(['Bonuspyörä']);
    await changeLanguage('en');
    expect(await freeSpinNames()).toEqual(['Bonus wheel']);
  });
});
