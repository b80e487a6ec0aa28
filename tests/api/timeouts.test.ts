/**
 * @jest-environment node
 */
import { delay, http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { getGameGroups, getMaintenance } from '@/api/content';
import { request } from '@/api/http';
import { defaultTimeoutMs, REQUEST_TIMEOUT_MS, TIMEOUT_ERROR_CODE } from '@/api/timeouts';
import { server } from '../utils/msw';

const URL = 'http://localhost:4010/main/probe';
const schema = z.object({ value: z.number() });
const SHORT_MS = 50;

/** A backend that sends its headers, then never finishes the body. */
const stalledBody = () =>
  new HttpResponse(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"value":'));
      },
    }),
    { headers: { 'Content-Type': 'application/json' } },
  );

describe('every request has a deadline', () => {
  it('a backend that never answers is a 408 ApiError once the time is up', async () => {
    server.use(http.get(URL, async () => { await delay('infinite'); return HttpResponse.json({ value: 1 }); }));
    const started = Date.now();
    expect(await request(URL, { schema, timeoutMs: SHORT_MS })).toEqual({ success: false, error: 'Request timed out', errorCode: TIMEOUT_ERROR_CODE });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('a body that stops half way is a 408 too', async () => {
    server.use(http.get(URL, stalledBody));
    expect(await request(URL, { schema, timeoutMs: SHORT_MS })).toMatchObject({ success: false, errorCode: TIMEOUT_ERROR_CODE });
  });

  it('an answer in time is not touched, and a failure in time keeps its own code', async () => {
    server.use(http.get(URL, async () => { await delay(10); return HttpResponse.json({ value: 1 }); }));
    expect(await request(URL, { schema, timeoutMs: 1_000 })).toEqual({ success: true, data: { value: 1 } });
    server.use(http.get(URL, () => new HttpResponse('Bad gateway', { status: 502 })));
    expect(await request(URL, { schema, timeoutMs: 1_000 })).toMatchObject({ errorCode: 502 });
  });

  it('the caller aborting is not a timeout', async () => {
    server.use(http.get(URL, async () => { await delay('infinite'); return HttpResponse.json({ value: 1 }); }));
    const caller = new AbortController();
    const pending = request(URL, { schema, timeoutMs: 5_000, signal: caller.signal });
    caller.abort();
    expect(await pending).toMatchObject({ success: false, errorCode: 100 });
  });

  it('leaves no timer behind once the answer is read', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      server.use(http.get(URL, () => HttpResponse.json({ value: 1 })));
      expect(await request(URL, { schema })).toMatchObject({ success: true });
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('on the server (a page render) the default is the shorter server deadline', () => {
    expect(defaultTimeoutMs()).toBe(REQUEST_TIMEOUT_MS.server);
    expect(REQUEST_TIMEOUT_MS.server).toBeLessThan(REQUEST_TIMEOUT_MS.browser);
  });

  it('a hung content service renders the empty default after the server deadline, and a hung maintenance check is a 408', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      server.use(
        http.get('*/content/game-groups-translated', async () => { await delay('infinite'); return HttpResponse.json({}); }),
        http.get('*/content/maintenance', async () => { await delay('infinite'); return HttpResponse.json({}); }),
      );
      const groups = getGameGroups();
      const maintenance = getMaintenance();
      await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.server - 100);
      let settled = false;
      void groups.then(() => { settled = true; });
      await jest.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(200);
      expect(await groups).toEqual([]);
      expect(await maintenance).toMatchObject({ success: false, errorCode: TIMEOUT_ERROR_CODE });
    } finally {
      jest.useRealTimers();
    }
  });
});
