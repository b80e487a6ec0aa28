import { z } from 'zod';

/** A per-language map of HTML messages (spec 3 "Maintenance response"). */
const languageMessages = z
  .object({ fi: z.string().optional(), en: z.string().optional(), et: z.string().optional() })
  .catch({});

export const maintenanceSchema = z.object({
  maintenance: languageMessages.nullish().transform((v) => v ?? {}),
  serviceDisruption: languageMessages.nullish().transform((v) => v ?? {}),
});
export type Maintenance = z.infer<typeof maintenanceSchema>;
