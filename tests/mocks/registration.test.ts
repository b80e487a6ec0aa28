import { registerPlayer, type Registration } from '@/api/main/session';
import { getWorld } from '@/mocks/world/worlds';

const base: Registration = {
  email: 'posti.numero@kasino.test',
  password: 'Salainen-1',
  confirmPassword: 'Salainen-1',
  country: 'FIN',
  language: 'fi',
  nickName: 'Postinumero',
  firstName: 'Pia',
  lastName: 'Posti',
  birthDate: '1990-05-05',
  address: 'Katu',
  houseNumber: '1',
  zipCode: '00100',
  city: 'Helsinki',
  phoneNumber: '+358401112223',
  ageChecked: true,
  policyChecked: true,
  privacyPolicyChecked: true,
  affiliateReference: '1',
};

const registered = () => getWorld().players.filter((p) => p.email === base.email);

describe('the mock backend’s registration postcode', () => {
  it.each(['1234', '001000', 'FI-00100', '00 100', 'abcde', '1234a'])('refuses %j as the form does: 195 on zipCode, and registers nobody', async (zipCode) => {
    expect(await registerPlayer({ ...base, zipCode })).toMatchObject({ success: false, errorCode: 195, params: { field: 'zipCode' } });
    expect(registered()).toEqual([]);
  });

  it.each([
    ['00100', 'FIN'],
    ['10111', 'EST'],
  ] as const)('takes the five-digit %s (%s)', async (zipCode, country) => {
    const birthDate = country === 'EST' ? '1980-01-01' : base.birthDate;
    expect(await registerPlayer({ ...base, zipCode, country, birthDate })).toMatchObject({ success: true });
    expect(registered()).toEqual([expect.objectContaining({ zipCode })]);
  });
});
