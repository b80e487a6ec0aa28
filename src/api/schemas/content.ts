import * as z from 'zod/mini';

/**
 * Response schemas. zod/mini (the same zod, tree-shakable) keeps validation out of the
 * first-load budget: see docs/decisions.md.
 */

/** A per-language map of HTML messages (spec 3 "Maintenance response"). */
const languageMessages = z.catch(
  z.object({ fi: z.optional(z.string()), en: z.optional(z.string()), et: z.optional(z.string()) }),
  {},
);

export const maintenanceSchema = z.object({
  maintenance: z.pipe(z.nullish(languageMessages), z.transform((v) => v ?? {})),
  serviceDisruption: z.pipe(z.nullish(languageMessages), z.transform((v) => v ?? {})),
});
export type Maintenance = z.infer<typeof maintenanceSchema>;
