import { cents } from '@/lib/money';
import { getCatalogue, type CatalogueGame } from '../seed/catalogue';
import type { Cents, World } from '../world/types';
import { newToken } from './session';

/**
 * Rules the games handlers and the mock game page share.
 *
 * Disabled games: the catalogue is shared by every service and immutable, so "disabled" is a
 * main-API rule kept here. Every game whose id ends in 99 (1099, 1199 ... 2999: 20 games,
 * slots and live tables) is disabled: the lobby still lists it, launching it answers 132.
 */
export const isDisabledGame = (id: number): boolean => id % 100 === 99;

/** A launch id from a path or form field: digits only, else no game (131). */
export function gameOf(raw: string | undefined): CatalogueGame | undefined {
  return raw && /^\d{1,9}$/.test(raw) ? getCatalogue().gameById.get(Number(raw)) : undefined;
}

/** A round always bets 1.00 EUR. */
export const ROUND_BET = cents(100);
/**
 * What round n of a game session wins, cycling, so tests can predict balances: lose, 2.00,
 * lose, 0.50, lose, 5.00, lose, lose, 2.00, 0.50 (10.00 back on 10.00 bet over a cycle).
 */
export const ROUND_WINS: readonly Cents[] = [0, 200, 0, 50, 0, 500, 0, 0, 200, 50].map(cents);
/** Play money a demo session starts with. */
export const DEMO_BALANCE = cents(100_000);

export type RoundOutcome = { round: number; win: Cents; balance: Cents };

/**
 * The languages the mock game page speaks. The app launches a game with the site's language
 * (`lang` on GET /game/{mode}/{id}), which the launch URL passes on to the game page, as a real
 * backend tells its game provider the player's language.
 */
export type GameHostLanguage = 'fi' | 'en' | 'et';
const GAME_HOST_LANGUAGES: readonly GameHostLanguage[] = ['fi', 'en', 'et'];
/** A launch without a language (or with one the game does not speak) plays in English, the provider's default. */
export const gameHostLanguageOf = (value: string | null | undefined): GameHostLanguage => GAME_HOST_LANGUAGES.find((language) => language === value) ?? 'en';

/**
 * One launch of a game: the token in the game page's URL is its only key, as with a real game
 * provider. Demo sessions carry their own play balance and no player.
 */
export type GameSession = {
  token: string;
  gameId: number;
  mode: 'demo' | 'real';
  userId: number | null;
  /** The page's language, from the launch. */
  language: GameHostLanguage;
  rounds: number;
  demoBalance: Cents;
  /** The last answer, shown when the page reloads after a round without script. */
  last: { outcome: RoundOutcome } | { errorCode: number; error: string } | null;
};

/** Per world, so that a reset forgets them. */
const sessions = new WeakMap<World, Map<string, GameSession>>();

export function openGameSession(world: World, game: CatalogueGame, mode: GameSession['mode'], userId: number | null, language: GameHostLanguage): GameSession {
  const session: GameSession = { token: newToken(world), gameId: game.id, mode, userId, language, rounds: 0, demoBalance: DEMO_BALANCE, last: null };
  const map = sessions.get(world) ?? new Map<string, GameSession>();
  map.set(session.token, session);
  sessions.set(world, map);
  return session;
}

export const gameSessionOf = (world: World, token: string): GameSession | undefined => sessions.get(world)?.get(token);

export const gameHostUrl = (origin: string, game: CatalogueGame, session: GameSession): string =>
  `${origin}/game-host/${encodeURIComponent(game.slug)}?token=${encodeURIComponent(session.token)}&mode=${session.mode}&lang=${session.language}`;
