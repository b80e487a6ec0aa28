import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { isTimeout } from '@/api/timeouts';
import { useUploadDocuments, type UploadOutcome } from '@/data/documents/upload-mutation';
import { errorKey } from '@/lib/error-messages';
import { formatBytes } from '@/lib/format-bytes';
import { DOCUMENT_TYPES, splitUploadFiles, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, type UploadFileResult } from '@/lib/rules/upload';
import type { Locale } from '@/routes/href';
import { useLocale } from '@/routes/RouteLink';
import { usePanels } from '@/state/panels';
import { Button } from '@/ui/Button';
import { FileField } from '@/ui/form/FileField';
import { SelectField } from '@/ui/form/SelectField';
import { Notice } from '@/ui/Notice';
import { theme } from '@/ui/theme';
import { labelOf } from './labels';
import { uploadSchema, type UploadValues } from './upload-schema';

/** One file that did not arrive: what to say, and the file itself when sending it again may help. */
type Failed = { name: string; message: string; retry: File | null };
/** `unsure`: files whose upload passed our deadline, which may have arrived after it. */
type Results = { documentType: string; succeeded: string[]; unsure: string[]; failed: Failed[] };

type T = ReturnType<typeof useTranslation>['t'];

/** The size and the maximum, in the right unit; to the byte when they would read the same. */
function sizes(size: number, max: number, locale: Locale) {
  const exact = formatBytes(size, locale) === formatBytes(max, locale);
  return { size: formatBytes(size, locale, { exact }), max: formatBytes(max, locale, { exact }) };
}

function refusedMessage(result: UploadFileResult & { ok: false }, t: T, locale: Locale): string {
  return t(result.key, { name: result.name, ...sizes(result.size, result.max, locale) });
}

/** A file the backend refused: 160 with the sizes says so like the form would; any other code its catalogue message. */
function failedMessage(outcome: UploadOutcome & { ok: false }, file: File, t: T, locale: Locale): string {
  const { errorCode, params } = outcome.failure;
  const max = params?.maxSize;
  if (errorCode === 160 && typeof max === 'number') return t('forms:fileTooLarge', { name: outcome.name, ...sizes(file.size, max, locale) });
  return t('documents:upload.failedFile', { name: outcome.name, message: t(errorKey(errorCode)) });
}

/** A list of uploaded (or not confirmed) files by name; a name may come twice. */
function FileNames({ names }: { names: readonly string[] }) {
  return (
    <ul>
      {names.map((name, i) => (
        <li key={`${i}-${name}`}>{name}</li>
      ))}
    </ul>
  );
}

/**
 * Spec 4, 5 "Document upload": a type and one or more files; the files the rules refuse are
 * not sent, each other file is its own call; then who arrived and who did not, with Back, a
 * retry of the failed ones (those the backend did not take) and another upload.
 */
export function UploadDocumentsPanel() {
  const { t } = useTranslation(['documents', 'forms', 'errors', 'common']);
  const locale = useLocale();
  const panels = usePanels();
  const id = useId();
  const upload = useUploadDocuments();
  const [results, setResults] = useState<Results | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const resultsTitle = useRef<HTMLHeadingElement>(null);
  const { register, handleSubmit, formState, reset } = useForm<UploadValues>({
    resolver: standardSchemaResolver(uploadSchema),
    mode: 'onSubmit',
    defaultValues: { documentType: '', files: null },
  });

  useEffect(() => {
    if (results) resultsTitle.current?.focus();
  }, [results]);

  const send = async (documentType: string, files: readonly File[], refused: Failed[]): Promise<Results> => {
    setProgress({ done: 0, total: files.length });
    const outcomes = await upload(documentType, files, (done) => setProgress({ done, total: files.length }));
    setProgress(null);
    // One that timed out may have arrived after our deadline: sent again with the failed ones, it
    // arrived twice. It is listed apart; the player checks the documents and uploads it anew.
    const unsure = outcomes.flatMap((outcome) => (!outcome.ok && isTimeout(outcome.failure) ? [outcome.name] : []));
    const failed = outcomes.flatMap((outcome, i): Failed[] => {
      const file = files[i];
      if (outcome.ok || !file || isTimeout(outcome.failure)) return [];
      return [{ name: outcome.name, message: failedMessage(outcome, file, t, locale), retry: file }];
    });
    return { documentType, succeeded: outcomes.filter((o) => o.ok).map((o) => o.name), unsure, failed: [...refused, ...failed] };
  };

  const submit = handleSubmit(async (values) => {
    const { send: good, refused } = splitUploadFiles(Array.from(values.files ?? []));
    const refusedFailed = refused.map((result) => ({ name: result.name, message: refusedMessage(result, t, locale), retry: null }));
    setResults(await send(values.documentType, good, refusedFailed));
  });

  const retry = async () => {
    if (!results) return;
    const again = results.failed.flatMap((f) => (f.retry ? [f.retry] : []));
    const kept = results.failed.filter((f) => !f.retry);
    const next = await send(results.documentType, again, kept);
    setResults({ ...next, succeeded: [...results.succeeded, ...next.succeeded], unsure: [...results.unsure, ...next.unsure] });
  };

  const busy = formState.isSubmitting || progress !== null;
  const busyLabel = progress && progress.total > 1 ? t('upload.progress', { done: Math.min(progress.done + 1, progress.total), total: progress.total }) : t('upload.submitting');

  if (results) {
    const retryable = results.failed.some((f) => f.retry);
    return (
      <Stack data-testid="upload-results">
        <h3 ref={resultsTitle} tabIndex={-1}>
          {/* "Or try again" only where there is a retry: a file the rules refused needs another file. */}
          {results.failed.length
            ? results.succeeded.length || results.unsure.length
              ? t(retryable ? 'upload.someFailed' : 'upload.someFailedChoose')
              : t(retryable ? 'upload.noneUploaded' : 'upload.noneUploadedChoose', { count: results.failed.length })
            : results.unsure.length
              ? t('upload.unsureHeading', { count: results.unsure.length })
              : t('upload.allDone')}
        </h3>
        {results.succeeded.length ? (
          <section aria-labelledby={`${id}-ok`} data-testid="upload-succeeded">
            <h4 id={`${id}-ok`}>{t('upload.succeeded')}</h4>
            <FileNames names={results.succeeded} />
          </section>
        ) : null}
        {results.unsure.length ? (
          <Notice tone="highlight" testId="upload-unsure" live={false}>
            <h4>{t('upload.unsure')}</h4>
            <p>{t('upload.unsureHint')}</p>
            <FileNames names={results.unsure} />
          </Notice>
        ) : null}
        {results.failed.length ? (
          <Notice tone="error" testId="upload-failed" live={false}>
            <h4>{t('upload.failed')}</h4>
            <ul>
              {results.failed.map((f, i) => (
                <li key={`${i}-${f.name}`}>{f.message}</li>
              ))}
            </ul>
          </Notice>
        ) : null}
        <Actions>
          <Button $variant="secondary" onClick={() => panels.back()} $unavailable={busy}>
            {t('upload.back')}
          </Button>
          {retryable ? (
            <Button $variant="primary" onClick={() => void retry()} $busy={busy} data-testid="upload-retry">
              {busy ? busyLabel : t('upload.retry')}
            </Button>
          ) : null}
          <Button
            $variant="secondary"
            $unavailable={busy}
            onClick={() => {
              reset({ documentType: results.documentType, files: null });
              setResults(null);
            }}
          >
            {t('upload.another')}
          </Button>
        </Actions>
      </Stack>
    );
  }

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate data-testid="upload-form">
      <p>{t('upload.intro')}</p>
      <SelectField
        id={`${id}-type`}
        label={t('upload.type')}
        required
        error={formState.errors.documentType?.message}
        options={[{ value: '', label: t('upload.choose') }, ...DOCUMENT_TYPES.map((type) => ({ value: type, label: labelOf(t, 'types', type) }))]}
        {...register('documentType')}
      />
      <FileField
        id={`${id}-files`}
        label={t('upload.files')}
        hint={t('upload.filesHint', { max: formatBytes(UPLOAD_MAX_BYTES, locale) })}
        accept={UPLOAD_ACCEPT.split(',')}
        required
        error={formState.errors.files?.message}
        {...register('files')}
      />
      <div>
        <Button $variant="primary" type="submit" $busy={busy} data-testid="upload-submit">
          {busy ? busyLabel : t('upload.submit')}
        </Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${theme.space(4)};
  > p { margin: 0; color: ${theme.color.muted}; }
`;

const Stack = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  h3, h4 { margin: 0; }
  h3 { font-size: 17px; }
  h4 { font-size: 15px; }
  ul { margin: ${theme.space(1)} 0 0; padding-left: ${theme.space(5)}; overflow-wrap: anywhere; }
  [tabindex='-1']:focus { outline: none; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;
