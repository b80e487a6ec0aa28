import { http, HttpResponse, type JsonBodyType } from 'msw';
import * as z from 'zod/mini';
import { normaliseFailure, request } from '@/api/http';
import { setSessionLostHandler } from '@/api/session-lost';
import { validateEmail } from '@/api/main/player';
import { server } from '../utils/msw';
import { signIn } from './session';

const URL = 'http://localhost:4010/main/probe';
const schema = z.object({ value: z.number() });
const answer = (body: JsonBodyType, init?: ResponseInit) => server.use(http.get(URL, () => HttpResponse.json(body, init)));

describe('spec 7.5: what the client does with answers', () => {
  it('returns parsed data on success', async () => {
    answer({ value: 1 });
    expect(await request(URL, { schema })).toEqual({ success: true, data: { value: 1 } });
  });

  it('an error flag is a failure, with its text and code', async () => {
    answer({ error: 'Nope', errorCode: 181 });
    expect(await request(URL, { schema })).toEqual({ success: false, error: 'Nope', errorCode: 181 });
  });

  it('a false success is a failure, defaulting to "Unexpected error" and code 100', async () => {
    answer({ success: false });
    expect(await request(URL, { schema })).toEqual({ success: false, error: 'Unexpected error', errorCode: 100 });
  });

  it('code 115 is a failure even without a flag, and fires the session-lost handler', async () => {
    const lost = jest.fn();
    const unregister = setSessionLostHandler(lost);
    answer({ errorCode: 115, value: 1 });
    expect(await request(URL, { schema })).toMatchObject({ success: false, errorCode: 115 });
    expect(lost).toHaveBeenCalledTimes(1);
    unregister();
  });

  it('keeps params such as expireTimestamp', async () => {
    answer({ success: false, error: 'x', errorCode: 210, params: { expireTimestamp: 1700000000000 } });
    expect(await request(URL, { schema })).toEqual({ success: false, error: 'x', errorCode: 210, params: { expireTimestamp: 1700000000000 } });
  });

  it('HTTP 429 on email validation is success false with the status text as the error', async () => {
    signIn(1002);
    server.use(http.post('*/main/player/email', () => new HttpResponse('slow down', { status: 429, statusText: 'Too Many Requests' })));
    expect(await validateEmail('a@b.fi')).toEqual({ success: false, error: 'Too Many Requests', errorCode: 429 });
  });

  it('a call that throws is success false, "Unexpected error", code 100', async () => {
    server.use(http.get(URL, () => HttpResponse.error()));
    expect(await request(URL, { schema })).toEqual({ success: false, error: 'Unexpected error', errorCode: 100 });
  });

  it('an answer that does not match its schema is an error, not a crash', async () => {
    answer({ value: 'one' });
    expect(await request(URL, { schema })).toEqual({ success: false, error: 'Unexpected error', errorCode: 100 });
  });

  it('malformed JSON is an unexpected error', async () => {
    server.use(http.get(URL, () => new HttpResponse('{"value": ', { headers: { 'Content-Type': 'application/json' } })));
    expect(await request(URL, { schema })).toMatchObject({ success: false, errorCode: 100 });
  });

  it('an HTTP error without a body shows the HTTP status as the code', async () => {
    server.use(http.get(URL, () => new HttpResponse('down', { status: 503, statusText: 'Service Unavailable' })));
    expect(await request(URL, { schema })).toEqual({ success: false, error: 'Service Unavailable', errorCode: 503 });
  });

  it('a failure body without a code on an HTTP error shows the HTTP status as the code (spec 8)', async () => {
    answer({ success: false, error: 'Too many' }, { status: 429 });
    expect(await request(URL, { schema })).toEqual({ success: false, error: 'Too many', errorCode: 429 });
    answer({ error: 'Bad number' }, { status: 400 });
    expect(await request(URL, { schema })).toEqual({ success: false, error: 'Bad number', errorCode: 400 });
    // The backend's own code still wins over the status.
    answer({ success: false, error: 'Validate field', errorCode: 195 }, { status: 400 });
    expect(await request(URL, { schema })).toMatchObject({ errorCode: 195 });
  });

  it('normaliseFailure leaves a clean answer alone', () => {
    expect(normaliseFailure({ value: 1 }, 200, 'OK')).toBeNull();
    expect(normaliseFailure({ success: true }, 200, 'OK')).toBeNull();
  });
});
