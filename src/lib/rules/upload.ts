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
