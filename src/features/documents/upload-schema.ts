import * as z from 'zod/mini';
import { isDocumentType, uploadFormErrors } from '@/lib/rules/upload';

export type UploadValues = { documentType: string; files: FileList | null };

const fileCount = (value: unknown): number => (value && typeof value === 'object' && 'length' in value && typeof value.length === 'number' ? value.length : 0);

/**
 * Spec 5 "Document upload": a known document type and at least one file (forms:requiredField).
 * Each file's own rules (type, size) are judged per file on submit, so one wrong file does not
 * hold back the others (src/lib/rules/upload.ts).
 */
export const uploadSchema = z.object({
  documentType: z.string().check(z.refine((value) => !uploadFormErrors({ documentType: value, fileCount: 1 }).documentType && isDocumentType(value), { error: 'forms:requiredField' })),
  files: z.custom<FileList | null>((value) => !uploadFormErrors({ documentType: 'x', fileCount: fileCount(value) }).files, { error: 'forms:requiredField' }),
});
