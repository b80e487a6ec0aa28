import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getStaticPaths, getStaticProps } from '@/pages/game/[slug]/play';
import { getWorld } from '@/mocks/world/worlds';
import { COOL_OFF, REGULAR, signIn } from '../api/session';
import { server } from '../utils/msw';
import { disabled, errors, frame, gameOf, MOCK, playable, qaFail, setup } from './helpers';

describe('game play: launching', () => {
  it('waits for the session, then opens the demo for a visitor with a Log in link back here', async () => {
    setup(await gameOf(playable.slug));
    expect(screen.getByText('Loading the game…').closest('[role="status"]')).not.toBeNull();
    // The note is there from the first paint (it is in the server's HTML), not after the session check.
    expect(screen.getByTestId('demo-note')).toBeInTheDocument();
    const iframe = await frame();
    expect(iframe.tagName).toBe('IFRAME');
    expect(iframe).toHaveAttribute('data-mode', 'demo');
    expect(iframe.getAttribute('src')).toMatch(new RegExp(`^${MOCK}/game-host/${playable.slug}\\?token=[^&]+&mode=demo&lang=en$`));
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(playable.translation);
    // A bare <h1> in the server HTML, as the route checks read it (e2e/routes.http.spec.ts).
    expect(heading.getAttributeNames()).toEqual([]);
    const note = screen.getByTestId('demo-note');
    expect(note).toHaveTextContent('You are playing for fun with play money.');
    expect(within(note).getByRole('link', { name: 'Log in to play for real money' })).toHaveAttribute(
      'href',
      `/en/login?redirectUrl=${encodeURIComponent(`/en/game/${playable.slug}/play`)}`,
    );
    expect(screen.queryByTestId('favourite-toggle')).not.toBeInTheDocument();
  });

  it('opens real money for a logged-in player, without the visitor note', async () => {
    signIn(REGULAR);
    document.cookie = 'kasino_signed_in=1; path=/';
    setup(await gameOf(playable.slug), 'fi');
    // A hinted session hides the visitor's note at once, before the session check answers.
    expect(screen.queryByTestId('demo-note')).not.toBeInTheDocument();
    document.cookie = 'kasino_signed_in=; max-age=0; path=/';
    const iframe = await frame();
    expect(iframe).toHaveAttribute('data-mode', 'real');
    expect(iframe.getAttribute('src')).toMatch(/&mode=real&lang=fi$/);
    expect(screen.getByText('Oikea raha')).toBeInTheDocument();
    expect(screen.queryByTestId('demo-note')).not.toBeInTheDocument();
    expect(getWorld().players.find((p) => p.userId === REGULAR)?.recentGames[0]).toBe(playable.id);
  });

  it('shows 132 for a disabled game with a way back and no retry', async () => {
    setup(await gameOf(disabled.slug));
    const notice = await screen.findByTestId('api-error');
    expect(notice).toHaveTextContent(errors('en').gameDisabled!);
    expect(screen.getByRole('link', { name: 'Back to casino games' })).toHaveAttribute('href', '/en/games');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByTitle(disabled.translation)).not.toBeInTheDocument();
  });

  it('does not frame a launch URL off the game providers (here our own origin), with a way back', async () => {
    server.use(
      http.get(`${MOCK}/main/game/demo/:id`, () => HttpResponse.json({ success: true, url: 'http://localhost/en/profile', mode: 'demo' })),
    );
    setup(await gameOf(playable.slug));
    expect(await screen.findByTestId('api-error')).toHaveTextContent(errors('en').unexpected!);
    expect(screen.queryByTitle(playable.translation)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to casino games' })).toHaveAttribute('href', '/en/games');
  });

  it('shows 217 for a player under cool-off, with a way back (et)', async () => {
    signIn(COOL_OFF);
    setup(await gameOf(playable.slug), 'et');
    const notice = await screen.findByTestId('api-error');
    expect(notice).toHaveTextContent(errors('et').coolOff!);
    expect(screen.getByTestId('launch-failed')).toHaveTextContent('Mängu ei õnnestunud käivitada.');
    expect(screen.getByRole('link', { name: 'Tagasi kasiinomängude juurde' })).toHaveAttribute('href', '/et/mangud');
    expect(screen.getByRole('link', { name: 'Mine avalehele' })).toHaveAttribute('href', '/et');
  });

  it('lets a player under cool-off play the game for free, as the cool-off promises (fi)', async () => {
    const user = userEvent.setup();
    signIn(COOL_OFF);
    setup(await gameOf(playable.slug), 'fi');
    expect(await screen.findByTestId('api-error')).toHaveTextContent(errors('fi').coolOff!);
    await user.click(screen.getByRole('button', { name: 'Pelaa ilmaiseksi' }));
    const frame = await screen.findByTitle(playable.translation);
    expect(frame).toHaveAttribute('data-mode', 'demo');
    // The button went with the refusal: focus is on the game's box, not dropped to <body>.
    expect(document.activeElement).toContainElement(frame);
    expect(screen.queryByTestId('api-error')).not.toBeInTheDocument();
    expect(screen.getByText('Ilmaispeli')).toBeInTheDocument();
  });

  it('offers free play only for a cool-off: a player refused a disabled game gets none (en)', async () => {
    signIn(REGULAR);
    setup(await gameOf(disabled.slug), 'en');
    expect(await screen.findByTestId('api-error')).toHaveTextContent(errors('en').gameDisabled!);
    expect(screen.queryByRole('button', { name: 'Play for free' })).not.toBeInTheDocument();
  });

  it('shows 131 for an unknown game, under the route heading, with a way back (fi)', () => {
    setup(null, 'fi');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pelaa');
    expect(screen.getByTestId('api-error')).toHaveTextContent(errors('fi').gameNotFound!);
    expect(screen.getByRole('link', { name: 'Takaisin kasinopeleihin' })).toHaveAttribute('href', '/fi/pelit');
    expect(screen.getByRole('link', { name: 'Siirry etusivulle' })).toHaveAttribute('href', '/fi');
  });

  it('offers Retry for any other failure, and launches on retry', async () => {
    const user = userEvent.setup();
    await qaFail({ call: 'main.getDemoGame', times: 1, status: 503 });
    setup(await gameOf(playable.slug));
    expect(await screen.findByTestId('api-error')).toHaveTextContent(errors('en').unexpected!);
    expect(screen.getByTestId('launch-failed')).toHaveTextContent('The game could not be started.');
    expect(screen.queryByRole('link', { name: 'Back to casino games' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await frame()).toHaveAttribute('data-mode', 'demo');
  });
});

describe('game play: the page', () => {
  it('builds nothing ahead and renders each game on first request', () => {
    expect(getStaticPaths()).toEqual({ paths: [], fallback: 'blocking' });
  });

  it('is a 404 for a malformed slug, the 131 state for an unknown game, and the game otherwise', async () => {
    expect(await getStaticProps({ locale: 'fi', params: { slug: 'Not a slug!' } })).toMatchObject({ notFound: true });
    expect(await getStaticProps({ locale: 'default', params: { slug: playable.slug } })).toMatchObject({ notFound: true });

    const unknown = await getStaticProps({ locale: 'et', params: { slug: 'no-such-game' } });
    expect(unknown).toMatchObject({ props: { game: null }, revalidate: 15 });

    const known = await getStaticProps({ locale: 'en', params: { slug: playable.slug } });
    expect(known).toMatchObject({ props: { game: { id: playable.id, slug: playable.slug } }, revalidate: 300 });
    // The page's own namespace travels with the props (jsdom loads the files' contents lazily).
    expect(known).toMatchObject({ props: { _nextI18Next: { initialI18nStore: { en: { game: expect.any(Object) } } } } });
  });
});
