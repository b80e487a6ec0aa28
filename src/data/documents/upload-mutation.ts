import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ApiError } from '@/api/errors';
import { lazyCall } from '@/api/lazy';
import { documentsKeys } from './keys';

const uploadDocument = lazyCall('documents', 'uploadDocument');

export type UploadOutcome = { name: string; ok: true } | { name: string; ok: false; failure: ApiError };

/**
 * Spec 4 "Document upload": one call per file (spec 7.1, documentSide 'any'), one after the
 * other so a phone's connection carries one file at a time; each file's own answer. The list
 * and the verification status are asked for again once any file arrived.
 */
export function useUploadDocuments(): (documentType: string, files: readonly File[], onEach?: (done: number) => void) => Promise<UploadOutcome[]> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (documentType, files, onEach) => {
      const outcomes: UploadOutcome[] = [];
      for (const file of files) {
        const answer = await uploadDocument({ name: file.name, documentType, file });
        outcomes.push(answer.success ? { name: file.name, ok: true } : { name: file.name, ok: false, failure: answer });
        onEach?.(outcomes.length);
      }
      if (outcomes.some((outcome) => outcome.ok)) await Promise.all([mutate(documentsKeys.documents()), mutate(documentsKeys.verification())]);
      return outcomes;
    },
    [mutate],
  );
}
