/** Spec 5 and 9: each uploaded file is at most 2 MiB. */
export const UPLOAD_MAX_BYTES = 2_097_152;

/** Spec 5: the accepted files, judged by the name's extension (case does not matter). */
export const UPLOAD_EXTENSIONS = ['.pdf', '.png', '.jpg', '.jpeg'] as const;

/**
 * The file input's `accept`: the extensions plus their MIME types, which phones' pickers read
 * to offer the camera and the photo library. Validation goes by the extension.
 */
export const UPLOAD_ACCEPT = [...UPLOAD_EXTENSIONS, 'application/pdf', 'image/png', 'image/jpeg'].join(',');

export const hasUploadExtension = (name: string): boolean => {
  const lower = name.toLowerCase();
  return UPLOAD_EXTENSIONS.some((extension) => lower.endsWith(extension));
};

export type UploadFileResult =
  | { ok: true; name: string; size: number; max: number }
  | { ok: false; key: 'forms:fileType' | 'forms:fileTooLarge'; name: string; size: number; max: number };

/** Spec 5: one result per file, carrying the file's size and the maximum for the message. */
export function uploadFileResult({ name, size }: { name: string; size: number }): UploadFileResult {
  const facts = { name, size, max: UPLOAD_MAX_BYTES };
  if (!hasUploadExtension(name)) return { ok: false, key: 'forms:fileType', ...facts };
  if (size > UPLOAD_MAX_BYTES) return { ok: false, key: 'forms:fileTooLarge', ...facts };
  return { ok: true, ...facts };
}

export type UploadFormErrors = { documentType?: 'forms:requiredField'; files?: 'forms:requiredField' };

/** Spec 5: a document type and at least one file are required. */
export function uploadFormErrors({ documentType, fileCount }: { documentType: string; fileCount: number }): UploadFormErrors {
  return {
    ...(documentType.trim() === '' ? { documentType: 'forms:requiredField' } : {}),
    ...(fileCount < 1 ? { files: 'forms:requiredField' } : {}),
  };
}

/**
 * The document types a player can upload (spec 7.1's `documentType`; the spec names none, so
 * these are ours: docs/decisions.md "Documents, avatar and closing"). The backend refuses any
 * other with 160.
 */
export const DOCUMENT_TYPES = ['identity', 'address', 'payment', 'sourceOfFunds', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const isDocumentType = (value: string): value is DocumentType => (DOCUMENT_TYPES as readonly string[]).includes(value);

/** The files of one upload split by the rules: those to send, and those refused before sending. */
export function splitUploadFiles<F extends { name: string; size: number }>(files: readonly F[]): { send: F[]; refused: (UploadFileResult & { ok: false })[] } {
  const send: F[] = [];
  const refused: (UploadFileResult & { ok: false })[] = [];
  for (const file of files) {
    const result = uploadFileResult(file);
    if (result.ok) send.push(file);
    else refused.push(result);
  }
  return { send, refused };
}
