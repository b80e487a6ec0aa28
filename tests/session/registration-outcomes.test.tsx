import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginScreen } from '@/features/session/LoginScreen';
import { RegistrationScreen } from '@/features/session/RegistrationScreen';
import { getWorld } from '@/mocks/world/worlds';
import type { Locale } from '@/routes/href';
import { mainCalls, sentFields } from '../utils/player-panel';
import { server } from '../utils/msw';
import { renderWithProviders } from '../utils/render';

// The form's code and strings load lazily, and a registration types into 15 fields: on a busy
// 2-core machine that can pass 5 s.
jest.setTimeout(20_000);
afterEach(() => server.events.removeAllListeners());

/** The game a visitor was asked to log in for (LoginCallout on a game page). */
const GAME = '/fi/peli/kraken-unleashed/pelaa';

type Labels = { email: string; password: string; confirm: string; phone: string; submit: string };
const FI: Labels = { email: 'Sähköposti', password: 'Salasana', confirm: 'Toista salasana', phone: 'Matkapuhelin', submit: 'Luo tili' };

function renderRegistration(locale: Locale = 'fi', query: Record<string, string> = {}) {
  const user = userEvent.setup();
  renderWithProviders(<RegistrationScreen />, { locale, router: { pathname: '/registration', query } });
  return user;
}

/** A labelled field of the form, by its whole label (with or without the required marker). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));

/** Fills the Finnish form as a new adult player would, with what the test names. */
async function fillFinnish(user: ReturnType<typeof userEvent.setup>, values: { email?: string; password?: string; phone?: string } = {}) {
  await user.type(await screen.findByLabelText(/^Sähköposti/), values.email ?? 'uusi.pelaaja@kasino.test');
  await user.type(field('Salasana'), values.password ?? 'Salasana-1');
  await user.type(field('Toista salasana'), values.password ?? 'Salasana-1');
  await user.type(field('Etunimi'), 'Anna');
  await user.type(field('Sukunimi'), 'Virtanen');
  await user.type(field('Nimimerkki'), 'Uusipelaaja');
  await user.type(field('Syntymäaika'), '1990-05-05');
  await user.type(field('Matkapuhelin'), values.phone ?? '+358401234567');
  await user.type(field('Katuosoite'), 'Mannerheimintie 1');
  await user.type(field('Postinumero'), '00100');
  await user.type(field('Postitoimipaikka'), 'Helsinki');
  await user.click(field('Olen maassani rahapelien ikärajan täyttänyt.'));
  await user.click(field('Hyväksyn käyttöehdot.'));
  await user.click(field('Hyväksyn tietosuojaselosteen.'));
}

describe('after registering', () => {
  const scrollIntoView = jest.fn();
  beforeAll(() => {
    // jsdom lays nothing out and has no scrollIntoView: the call itself is what the player's browser acts on.
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterAll(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
  beforeEach(() => scrollIntoView.mockClear());

  it('puts focus on the notice and scrolls it into view, and its login link leads back to the game', async () => {
    const sent = mainCalls('player/registerPlayer');
    const user = renderRegistration('fi', { redirectUrl: GAME });
    await fillFinnish(user, { email: 'paluu@kasino.test' });
    await user.click(screen.getByRole('button', { name: FI.submit }));

    const title = await screen.findByRole('heading', { name: 'Tarkista sähköpostisi' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(scrollIntoView.mock.contexts).toEqual([title]);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Melkein valmista! Lähetimme sähköpostiisi linkin tilisi aktivointiin.');
    expect(within(notice).getByRole('link', { name: 'Siirry kirjautumaan' })).toHaveAttribute('href', `/fi/kirjaudu?redirectUrl=${encodeURIComponent(GAME)}`);

    expect(sent).toHaveLength(1);
    expect(await sentFields(sent[0]!)).toMatchObject({ email: 'paluu@kasino.test' });
    expect(getWorld().players.find((p) => p.email === 'paluu@kasino.test')).toMatchObject({ status: 'notActivated' });
  });

  it('offers a plain login link when the page was not opened for another one, or for one off the site', async () => {
    const user = renderRegistration('fi', { redirectUrl: '//evil.example/peli' });
    await fillFinnish(user);
    await user.click(screen.getByRole('button', { name: FI.submit }));
    const notice = await screen.findByRole('status');
    expect(await within(notice).findByRole('link', { name: 'Siirry kirjautumaan' })).toHaveAttribute('href', '/fi/kirjaudu');
  });
});

describe('the login page', () => {
  it.each([
    [GAME, `/fi/rekisteroidy?redirectUrl=${encodeURIComponent(GAME)}`],
    ['https://evil.example/fi', '/fi/rekisteroidy'],
    ['/..//evil.example', '/fi/rekisteroidy'],
  ])('hands the checked redirectUrl %j on to the registration link', async (redirectUrl, registration) => {
    renderWithProviders(<LoginScreen />, { locale: 'fi', router: { pathname: '/login', query: { redirectUrl } } });
    expect(await screen.findByRole('link', { name: 'Rekisteröidy' })).toHaveAttribute('href', registration);
  });
});

describe('an email that already has an account', () => {
  it('says so at the field with the way on: log in (back to the game) or set a new password; nobody is registered', async () => {
    const players = getWorld().players.length;
    const user = renderRegistration('fi', { redirectUrl: GAME });
    await fillFinnish(user, { email: 'regular@kasino.test' });
    await user.click(screen.getByRole('button', { name: FI.submit }));

    const email = field(FI.email);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Tällä sähköpostiosoitteella on jo tili.');
    const help = screen.getByTestId('email-taken');
    expect(help).toHaveTextContent('Jos tili on sinun, kirjaudu sisään. Jos et muista salasanaa, voit asettaa uuden.');
    expect(within(help).getByRole('link', { name: 'Kirjaudu sisään' })).toHaveAttribute('href', `/fi/kirjaudu?redirectUrl=${encodeURIComponent(GAME)}`);
    expect(within(help).getByRole('link', { name: 'Unohditko salasanasi?' })).toHaveAttribute('href', '/fi/login/forgotPassword');
    expect(getWorld().players).toHaveLength(players);

    // Another address: the help goes with the error.
    await user.clear(email);
    await user.type(email, 'toinen@kasino.test');
    await waitFor(() => expect(screen.queryByTestId('email-taken')).toBeNull());
  });
});

describe('a password with a letter outside a–z', () => {
  it.each([
    ['fi', /^Salasana( \*)?$/, 'Kesä2026', 'Käytä vain kirjaimia A–Z, a–z ilman tarkkeita (ä, ö, å ja é eivät käy), numeroita ja merkkejä .!#$%&\'*+/=?^_`{|}~-', 'Luo tili'],
    ['et', /^Parool( \*)?$/, 'Mõõk2026', 'Kasuta ainult tähti A–Z, a–z ilma diakriitikuta (mitte õ, ä, ö, ü ega é), numbreid ja märke .!#$%&\'*+/=?^_`{|}~-', 'Loo konto'],
    ['en', /^Password( \*)?$/, 'Café2026', 'Use only letters A–Z, a–z without accents (no ä, ö or é), digits and .!#$%&\'*+/=?^_`{|}~-', 'Create account'],
  ] as const)('%s: is refused by a message that names those letters, as the hint does', async (locale, label, password, message, submit) => {
    const user = renderRegistration(locale);
    const input = await screen.findByLabelText(label);
    await user.type(input, password);
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(message)).toBeVisible();
    const [start, excluded] = locale === 'fi' ? ['Yli 6 merkkiä', 'ilman tarkkeita (ä, ö, å ja é eivät käy)'] : locale === 'et' ? ['Rohkem kui 6 märki', 'ilma diakriitikuta (mitte õ, ä, ö, ü ega é)'] : ['More than 6 characters', 'without accents (no ä, ö or é)'];
    expect(input).toHaveAccessibleDescription(expect.stringContaining(start));
    expect(input).toHaveAccessibleDescription(expect.stringContaining(excluded));
  });
});

describe('a phone number typed with spaces, hyphens or brackets', () => {
  it('is taken whole and sent as the digits with their plus sign', async () => {
    const sent = mainCalls('player/registerPlayer');
    const user = renderRegistration('fi');
    const typed = '+358 (40) 123-45 67';
    await fillFinnish(user, { email: 'valit@kasino.test', phone: typed });
    // 19 characters, more than the rule's 16: a browser cuts what passes the input's maxLength
    // (user-event does not, for a tel input).
    expect((field(FI.phone) as HTMLInputElement).maxLength).toBeGreaterThanOrEqual(typed.length);
    await user.click(screen.getByRole('button', { name: FI.submit }));

    expect(await screen.findByRole('heading', { name: 'Tarkista sähköpostisi' })).toBeVisible();
    expect(await sentFields(sent[0]!)).toMatchObject({ phoneNumber: '+358401234567' });
    expect(getWorld().players.find((p) => p.email === 'valit@kasino.test')).toMatchObject({ phoneNumber: '+358401234567' });
  });

  it('is still refused when, without them, it is not a plus sign and 3 to 15 digits', async () => {
    const sent = mainCalls('player/registerPlayer');
    const user = renderRegistration('fi');
    await fillFinnish(user, { phone: '040 123 4567' });
    await user.click(screen.getByRole('button', { name: FI.submit }));
    expect(await screen.findByText('Anna puhelinnumero plusmerkillä ja 3–15 numerolla.')).toBeVisible();
    expect(sent).toHaveLength(0);
  });
});

describe('a registration that timed out', () => {
  it('says the account may exist and to look for the activation email, not to try again, and keeps what was typed', async () => {
    getWorld().failures.push({ call: 'main.registerPlayer', remaining: 1, errorCode: 408 });
    const user = renderRegistration('fi');
    await fillFinnish(user, { email: 'hidas@kasino.test' });
    await user.click(screen.getByRole('button', { name: FI.submit }));

    expect(await screen.findByTestId('registration-unsure')).toHaveTextContent(
      'Palvelu ei vastannut ajoissa, joten tilisi on ehkä jo luotu. Katso sähköpostistasi, tuliko aktivointilinkki, ennen kuin yrität uudelleen.',
    );
    expect(screen.queryByTestId('api-error')).toBeNull();
    expect(field(FI.email)).toHaveValue('hidas@kasino.test');
  });
});
