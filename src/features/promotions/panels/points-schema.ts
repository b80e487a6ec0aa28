import * as z from 'zod/mini';
import { pointsProblem } from '@/lib/rules/loyalty';

export type PointsValues = { points: string };

/** The conversion form's schema for a balance: the one rule (src/lib/rules/loyalty.ts), its key as the field's error. */
export function pointsSchema(balance: number) {
  return z.object({
    points: z.string().check(
      z.refine((text) => pointsProblem(text, balance) === null, {
        error: (issue) => pointsProblem(typeof issue.input === 'string' ? issue.input : '', balance) ?? 'promotions:points.errors.whole',
      }),
    ),
  });
}
