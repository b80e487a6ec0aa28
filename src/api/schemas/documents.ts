import * as z from 'zod/mini';
import { timestamp } from './common';

/** Spec 3 "Document". */
export const documentSchema = z.lazy(() => z.object({
  id: z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String))),
  name: z.optional(z.string()),
  documentSource: z.string(),
  documentStatus: z.string(),
  uploadTime: timestamp,
  documentType: z.string(),
}));
export type PlayerDocument = z.infer<typeof documentSchema>;

export const documentsSchema = z.lazy(() => z.object({ documents: z.array(documentSchema) }));

export const documentUploadSchema = z.lazy(() => z.object({ document: z.optional(documentSchema) }));

export const verificationStatusSchema = z.lazy(() => z.object({ status: z.string() }));
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;
