import * as z from 'zod/mini';

/** What the game page posts to its parent after each round (src/mocks/handlers/games-host-page.ts). */
export const roundMessageSchema = z.object({
  type: z.literal('kasino:game-round'),
  mode: z.enum(['demo', 'real']),
  balance: z.number(),
});
