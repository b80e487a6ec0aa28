import * as z from 'zod/mini';
import { recordServerDate } from '@/lib/clock';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from './client-header';
import { apiError, AUTH_ERROR_CODE, type ApiError, type ApiResult } from './errors';
import { currentSession, reportSessionLost } from './session-lost';
import { defaultTimeoutMs, startDeadline, timeoutError, type Deadline } from './timeouts';

/**
 * The transport. It knows nothing of the UI or the router: responses are parsed by zod
 * schemas, every failure becomes one ApiError (spec 7.5), and a lost session is reported to
 * whoever registered for it (the profile provider), never handled here.
 */

export type FormBody = Record<string, string | number | boolean | Blob | null | undefined>;

type Options<S extends z.ZodMiniType> = {
  method?: 'GET' | 'POST';
  body?: FormBody;
  schema: S;
  /** Send cookies (the main API and the second API). */
  credentials?: boolean;
  /** A main-API call: it carries the client header (./client-header.ts). */
  clientHeader?: boolean;
  /** Extra request headers, such as an idempotency key. */
  headers?: Record<string, string>;
  /** HTTP 429 becomes success:false with the status text as the error (spec 7.5, email validation). */
  rateLimitAsResult?: boolean;
  signal?: AbortSignal;
  /** Milliseconds before the call fails as a timeout (408); REQUEST_TIMEOUT_MS by default. */
  timeoutMs?: number;
};

const failureShape = z.lazy(() =>
  z.looseObject({
    success: z.optional(z.unknown()),
    error: z.optional(z.unknown()),
    errorCode: z.optional(z.unknown()),
    params: z.optional(z.unknown()),
  }),
);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Spec 7.5: an error flag, a false success, or code 115 is a failure; so is an HTTP error
 * status. The error text defaults to "Unexpected error", the code to the HTTP status of a
 * failed answer (spec 8 shows it on phone and email validation failures), otherwise to 100.
 */
export function normaliseFailure(body: unknown, status: number, statusText: string): ApiError | null {
  const parsed = failureShape.safeParse(body);
  const fields = parsed.success ? parsed.data : {};
  const errorCode = typeof fields.errorCode === 'number' ? fields.errorCode : undefined;
  const flagged = Boolean(fields.error) || fields.success === false || errorCode === AUTH_ERROR_CODE;
  const httpFailed = status < 200 || status >= 300;
  if (!flagged && !httpFailed) return null;
  const message = typeof fields.error === 'string' && fields.error.trim() ? fields.error : undefined;
  const params = isRecord(fields.params) ? fields.params : undefined;
  const code = errorCode ?? (httpFailed ? status : undefined);
  if (flagged) return apiError(code, message, params);
  return apiError(code, message ?? (statusText || undefined), params);
}

function toFormData(body: FormBody): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    form.append(key, value instanceof Blob ? value : String(value));
  }
  return form;
}

/**
 * One call, with a deadline: a backend that does not answer in time (headers or body) is an
 * ApiError 408 like any other failure, so no button, poll or page render waits on it forever.
 */
export async function request<S extends z.ZodMiniType>(url: string, options: Options<S>): Promise<ApiResult<z.infer<S>>> {
  const deadline = startDeadline(options.timeoutMs ?? defaultTimeoutMs(), options.signal);
  const session = currentSession();
  try {
    return await send(url, { ...options, signal: deadline.signal }, deadline, session);
  } finally {
    deadline.clear();
  }
}

async function send<S extends z.ZodMiniType>(url: string, options: Options<S>, deadline: Deadline, session: number): Promise<ApiResult<z.infer<S>>> {
  const { method = 'GET', body, schema, credentials = false, rateLimitAsResult = false, signal, clientHeader = false, headers = {} } = options;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      body: body ? toFormData(body) : undefined,
      credentials: credentials ? 'include' : 'same-origin',
      headers: { ...headers, ...(clientHeader ? { [CLIENT_HEADER]: CLIENT_HEADER_VALUE } : {}), Accept: 'application/json' },
      cache: 'no-store',
      signal,
    });
  } catch {
    return deadline.timedOut() ? timeoutError() : apiError();
  }
  if (credentials) recordServerDate(response.headers.get('date'));
  if (response.status === 429 && rateLimitAsResult) return apiError(429, response.statusText || 'Too Many Requests');
  let json: unknown = undefined;
  try {
    json = await deadline.race(response.json());
  } catch {
    if (deadline.timedOut()) return timeoutError();
    if (response.ok) return apiError();
  }
  const failure = normaliseFailure(json, response.status, response.statusText);
  if (failure) {
    // The session the request was sent in: a 115 from before a login is not the new player's.
    if (failure.errorCode === AUTH_ERROR_CODE) reportSessionLost(session);
    return failure;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { success: true, data: parsed.data } : apiError();
}
