import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegistrationScreen } from '@/features/session/RegistrationScreen';
import { registrationSchema } from '@/features/session/registration-schema';
import { getWorld } from '@/mocks/world/worlds';
import { renderWithProviders } from '../utils/render';

const TODAY = new Date('2026-06-01T12:00:00Z');
const GOOD = {
  email: 'uusi@example.fi',
  password: 'Salasana-1',
  confirmPassword: 'Salasana-1',
  nickName: 'Uusipelaaja',
  firstName: 'Anna',
  lastName: 'Virtanen',
  birthDate: '1990-05-05',
  country: 'FIN',
  address: 'Mannerheimintie 1',
  houseNumber: '',
  zipCode: '00100',
  city: 'Helsinki',
  phoneNumber: '+358401234567',
  promoCode: '',
  ageChecked: true,
  policyChecked: true,
  privacyPolicyChecked: true,
};

/** A field of the Finnish form by its label (required ones end with " *"). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));

/** Renders the Finnish form, types GOOD (with `typed` instead) key by key, accepts the terms and submits. */
async function typeRegistration(typed: Partial<Record<'birthDate' | 'zipCode', string>>) {
  const user = userEvent.setup();
  const values = { ...GOOD, ...typed };
  renderWithProviders(<RegistrationScreen />, { locale: 'fi', router: { pathname: '/registration' } });
  await user.type(await screen.findByLabelText(/^Sähköposti/), values.email);
  await user.type(field('Salasana'), values.password);
  await user.type(field('Toista salasana'), values.password);
  await user.type(field('Etunimi'), values.firstName);
  await user.type(field('Sukunimi'), values.lastName);
  await user.type(field('Nimimerkki'), values.nickName);
  await user.type(field('Syntymäaika'), values.birthDate);
  await user.type(field('Matkapuhelin'), values.phoneNumber);
  await user.type(field('Katuosoite'), values.address);
  await user.type(field('Postinumero'), values.zipCode);
  await user.type(field('Postitoimipaikka'), values.city);
  await user.click(field('Olen maassani rahapelien ikärajan täyttänyt.'));
  await user.click(field('Hyväksyn käyttöehdot.'));
  await user.click(field('Hyväksyn tietosuojaselosteen.'));
  await user.click(screen.getByRole('button', { name: 'Luo tili' }));
  return user;
}

/** The schema's message for the postcode, as the form shows it at the field. */
function zipError(zipCode: string): string | undefined {
  const result = registrationSchema(TODAY).safeParse({ ...GOOD, zipCode });
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === 'zipCode')?.message;
}

describe('registration names, street and city', () => {
  it('are required and at most 50 characters, as the user-details form takes them', () => {
    const errors = (values: Partial<typeof GOOD>) => {
      const result = registrationSchema(TODAY).safeParse({ ...GOOD, ...values });
      return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
    };
    expect(errors({ firstName: 'A'.repeat(50), city: 'Espoo' })).toEqual({});
    expect(errors({ firstName: 'A'.repeat(51), lastName: 'V'.repeat(51), address: 'M'.repeat(51), city: 'H'.repeat(51) })).toEqual({
      firstName: 'forms:tooLong',
      lastName: 'forms:tooLong',
      address: 'forms:tooLong',
      city: 'forms:tooLong',
    });
    expect(errors({ firstName: '  ' })).toEqual({ firstName: 'forms:requiredField' });
  });
});

describe('registration postcode', () => {
  it('takes the same five-digit postcode as the user-details form, and nothing else', () => {
    expect(zipError('00100')).toBeUndefined();
    expect(zipError(' 10111 ')).toBeUndefined();
    expect(zipError('')).toBe('forms:requiredField');
    for (const bad of ['1', '0010', '001000', 'abcde', '00 100']) expect(zipError(bad)).toBe('forms:invalidZip');
  });

  it('shows the error at the field, keeps what was typed and sends nothing', async () => {
    const players = getWorld().players.length;
    await typeRegistration({ zipCode: '1' });

    const zip = field('Postinumero');
    const error = await screen.findByText('Anna viisinumeroinen postinumero, esimerkiksi 00100.');
    expect(zip).toHaveAccessibleDescription(error.textContent ?? '');
    expect(zip).toBeInvalid();
    expect(zip).toHaveValue('1');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(getWorld().players).toHaveLength(players);
    // The whole form typed key by key: seconds on a busy machine.
  }, 20_000);
});

describe('registration date of birth', () => {
  it('is typed day first, as the hint under it says, and sent to the backend as ISO', async () => {
    const user = await typeRegistration({ birthDate: '31.2.1990' });
    const birthDate = field('Syntymäaika');

    // A day that does not exist: the error at the field (with the format), what was typed kept, nothing sent.
    expect(await screen.findByText('Anna kelvollinen päivämäärä.')).toBeInTheDocument();
    expect(birthDate).toHaveAccessibleDescription('Anna kelvollinen päivämäärä. Muodossa pp.kk.vvvv, esim. 15.03.1990');
    expect(birthDate).toBeInvalid();
    expect(birthDate).toHaveValue('31.2.1990');
    expect(getWorld().players.find((p) => p.email === GOOD.email)).toBeUndefined();

    await user.clear(birthDate);
    await user.type(birthDate, '5.5.1990');
    await user.click(screen.getByRole('button', { name: 'Luo tili' }));
    await waitFor(() => expect(getWorld().players.find((p) => p.email === GOOD.email)?.birthDate).toBe('1990-05-05'));
    expect(birthDate).toHaveValue('5.5.1990');
  }, 20_000);
});
