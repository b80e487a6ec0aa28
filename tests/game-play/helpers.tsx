import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { getGameBySlug } from '@/api/content';
import type { Game } from '@/api/schemas/content';
import { GamePlayScreen } from '@/features/game-play/GamePlayScreen';
import { QA_HEADER } from '@/mocks/guards';
import { getCatalogue } from '@/mocks/seed/catalogue';
import type { Locale } from '@/routes/href';
import { useProfile } from '@/state/profile';
import { loadResources } from '../utils/i18n';
import { renderWithProviders } from '../utils/render';

export const MOCK = 'http://localhost:4010';

/** The catalogue messages as the player reads them (spec 8). */
export const errors = (locale: Locale) => loadResources(locale).errors as Record<string, string>;

export const catalogue = getCatalogue();
export const playable = catalogue.games.find((g) => g.type === 'slot' && g.id % 100 !== 99)!;
/** Ids ending in 99 are disabled in the mock: launching them answers 132. */
export const disabled = catalogue.games.find((g) => g.id % 100 === 99)!;

/** The game as the page receives it: from the content service, through its schema. */
export async function gameOf(slug: string): Promise<Game> {
  const game = await getGameBySlug(slug);
  if (!game) throw new Error(`no game ${slug}`);
  return game;
}

/** The player's cash in cents, as the rest of the site reads it. */
function Cash() {
  const { balance } = useProfile();
  return <div data-testid="cash">{balance ? String(balance.cash) : ''}</div>;
}

/** The screen on the game route, with the real providers and the msw mock; `around`: the shell's parts beside it. */
export function setup(game: Game | null, locale: Locale = 'en', around?: ReactNode) {
  const slug = game?.slug ?? 'no-such-game';
  return renderWithProviders(
    <>
      <Cash />
      {around}
      <GamePlayScreen game={game} />
    </>,
    { locale, router: { pathname: '/game/[slug]/play', route: '/game/[slug]/play', asPath: `/game/${slug}/play`, query: { slug } } },
  );
}

export const frame = () => screen.findByTitle(playable.translation, {}, { timeout: 5000 });

export const qaFail = (body: object) =>
  fetch(`${MOCK}/__qa/fail`, { method: 'POST', headers: { 'Content-Type': 'application/json', [QA_HEADER]: '1' }, body: JSON.stringify(body) });

/**
 * A browser with the Fullscreen API (jsdom has none) for the body of `run`: `element()` is what
 * is full screen.
 */
export async function withFullscreen(run: (element: () => Element | null) => Promise<void>): Promise<void> {
  let element: Element | null = null;
  const change = (next: Element | null) => {
    element = next;
    document.dispatchEvent(new Event('fullscreenchange'));
    return Promise.resolve();
  };
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
  Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: () => change(null) });
  Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', {
    configurable: true,
    value(this: HTMLElement) {
      return change(this);
    },
  });
  try {
    await run(() => element);
  } finally {
    for (const key of ['fullscreenEnabled', 'fullscreenElement', 'exitFullscreen'] as const) Reflect.deleteProperty(document, key);
    Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
  }
}
