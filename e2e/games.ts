import type { APIRequestContext, Page } from '@playwright/test';
import { isDisabledGame } from '../src/mocks/handlers/games-rules';
import { ROUTES } from '../src/routes/table';
import { expect, MOCK_URL, type Locale } from './fixtures';

/** A game as the content service lists it. */
export type GameInfo = { id: number; slug: string; translation: string };

export const gamePath = (locale: Locale, slug: string) => `/${locale}${ROUTES.gamePlay[locale].replace('[slug]', slug)}`;

/** The mock refuses to launch it (132): the lobby still lists it. */
export const isDisabled = (game: GameInfo) => isDisabledGame(game.id);

/** A slot that launches: the first enabled one of the catalogue's first page. */
export async function playableGame(request: APIRequestContext): Promise<GameInfo> {
  const response = await request.get(`${MOCK_URL}/content/games?type=slot&page=1&pageSize=10`);
  const game = ((await response.json()) as { games: GameInfo[] }).games.find((g) => !isDisabled(g));
  if (!game) throw new Error('no playable slot in the first page of the catalogue');
  return game;
}

/** The mock provider's game page inside the game page's frame. */
export const gameFrame = (page: Page) => page.frameLocator('[data-testid="game-frame"]');

/** Plays `rounds` rounds in the game's frame, waiting for each result: a game opened from an /en page (the mock game speaks the page's language). */
export async function playRounds(page: Page, rounds: number): Promise<void> {
  const frame = gameFrame(page);
  for (let round = 1; round <= rounds; round += 1) {
    await frame.getByRole('button', { name: /^Spin/ }).click();
    await expect(frame.locator('#result')).toHaveText(new RegExp(`^Round ${round}:`));
  }
}
