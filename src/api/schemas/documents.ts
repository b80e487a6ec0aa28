import * as z from 'zod/mini';
import { timestamp } from './common';

/** Spec 5 and 9: upload rules, checked by the form and again by the backend (code 160). */
export const DOCUMENT_MAX_BYTES = 2_097_152;
export const DOCUMENT_EXTENSIONS = ['.pdf', '.png', '.jpg', '.jpeg'] as const;

/** Spec 3 "Document". */
export const documentSchema = z.object({
  id: z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String))),
  name: z.optional(z.string()),
  documentSource: z.string(),
  documentStatus: z.string(),
  uploadTime: timestamp,
  documentType: z.string(),
});
export type PlayerDocument = z.infer<typeof documentSchema>;

export const documentsSchema = z.object({ documents: z.array(documentSchema) });

export const documentUploadSchema = z.object({ document: z.optional(documentSchema) });

export const verificationStatusSchema = z.object({ status: z.string() });
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;
