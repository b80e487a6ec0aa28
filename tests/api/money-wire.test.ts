import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { request } from '@/api/http';
import { money } from '@/api/schemas/common';
import { server } from '../utils/msw';

const URL = 'http://localhost:4010/main/probe';
const schema = z.object({ amount: money });
const answer = (amount: unknown) => server.use(http.get(URL, () => HttpResponse.json({ amount })));

describe('money in an answer', () => {
  it('reads euros with up to 2 decimals as cents', async () => {
    answer(12.5);
    expect(await request(URL, { schema })).toEqual({ success: true, data: { amount: 1_250 } });
    answer('0.05');
    expect(await request(URL, { schema })).toEqual({ success: true, data: { amount: 5 } });
  });

  it('fails the answer (Unexpected error) on a third decimal instead of rounding it, and never throws', async () => {
    for (const amount of [12.345, 1.005, 1e-7, 1e300]) {
      answer(amount);
      await expect(request(URL, { schema })).resolves.toEqual({ success: false, error: 'Unexpected error', errorCode: 100 });
    }
  });
});
