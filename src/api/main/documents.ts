import type { ApiResult } from '../errors';
import {
  documentsSchema,
  documentUploadSchema,
  verificationStatusSchema,
  type PlayerDocument,
  type VerificationStatus,
} from '../schemas/documents';
import { mainGet, mainPost } from './client';

export async function getDocuments(): Promise<ApiResult<PlayerDocument[]>> {
  const result = await mainGet('player/documents', documentsSchema);
  return result.success ? { success: true, data: result.data.documents } : result;
}

export type UploadDocumentInput = { name: string; documentType: string; file: Blob };

/** One file per call (the panel reports per file); code 160 when the backend refuses it. */
export async function uploadDocument({ name, documentType, file }: UploadDocumentInput): Promise<ApiResult<PlayerDocument | null>> {
  const result = await mainPost('player/documentUpload', { name, documentSide: 'any', documentType, file }, documentUploadSchema);
  return result.success ? { success: true, data: result.data.document ?? null } : result;
}

export function getVerificationStatus(): Promise<ApiResult<VerificationStatus>> {
  return mainGet('verification/status', verificationStatusSchema);
}
