import { HttpResponse } from 'msw';
import type { Cents } from '@/lib/money';
import { fromWire, WIRE_AMOUNT } from '@/lib/money-read';

/** Main API answers: data as JSON, failures as the spec's Api error shape. */
export const ok = <T extends object>(data: T, init?: ResponseInit) => HttpResponse.json({ success: true, ...data }, init);

export const fail = (errorCode: number, error = 'Request failed', params?: Record<string, unknown>, status = 200) =>
  HttpResponse.json({ success: false, error, errorCode, ...(params ? { params } : {}) }, { status });

/** A form-data (or JSON) request body as strings and files. */
export async function formOf(request: Request): Promise<Record<string, string | File>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const json = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(json).map(([k, v]) => [k, String(v)]));
  }
  const form = await request.formData().catch(() => null);
  const out: Record<string, string | File> = {};
  form?.forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

export const text = (form: Record<string, string | File>, key: string): string => {
  const value = form[key];
  return typeof value === 'string' ? value.trim() : '';
};

/** An amount the client sent in the wire's form ("12.50"), or null when the field holds none. */
export function amountOf(form: Record<string, string | File>, key: string): Cents | null {
  const value = text(form, key);
  return WIRE_AMOUNT.test(value) ? fromWire(value) : null;
}
