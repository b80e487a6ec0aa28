import type { ApiResult } from '../errors';
import {
  documentsSchema,
  documentUploadSchema,
  verificationStatusSchema,
  type PlayerDocument,
  type VerificationStatus,
} from '../schemas/documents';
import { REQUEST_TIMEOUT_MS } from '../timeouts';
import { mainGet, mainPost } from './client';

export async function getDocuments(): Promise<ApiResult<PlayerDocument[]>> {
  const result = await mainGet('player/documents', documentsSchema);
  return result.success ? { success: true, data: result.data.documents } : result;
}

export type UploadDocumentInput = { name: string; documentType: string; file: Blob };

/**
 * One file per call (the panel reports per file); code 160 when the backend refuses it. Up to
 * 2 MB on a phone's connection: the upload's longer deadline.
 */
export async function uploadDocument({ name, documentType, file }: UploadDocumentInput): Promise<ApiResult<PlayerDocument | null>> {
  const result = await mainPost('player/documentUpload', { name, documentSide: 'any', documentType, file }, documentUploadSchema, {
    timeoutMs: REQUEST_TIMEOUT_MS.upload,
  });
  return result.success ? { success: true, data: result.data.document ?? null } : result;
}

export function getVerificationStatus(): Promise<ApiResult<VerificationStatus>> {
  return mainGet('verification/status', verificationStatusSchema);
}
