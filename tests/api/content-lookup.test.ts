import { http, HttpResponse } from 'msw';
import { lookupGameBySlug, lookupGamesByGroupId, lookupProviderGames } from '@/api/content';
import { getCatalogue } from '@/mocks/seed/catalogue';
import { server } from '../utils/msw';

const catalogue = getCatalogue();
const game = catalogue.games[0];
const supplier = catalogue.suppliers[0];
if (!game || !supplier) throw new Error('empty catalogue');

const answer = (response: () => Response) => server.use(http.get('*/content/*', response));

describe('content lookups tell "no such item" from a failure', () => {
  it('find what exists', async () => {
    expect(await lookupGameBySlug(game.slug)).toMatchObject({ status: 'found', item: { id: game.id } });
    expect(await lookupGamesByGroupId(1, { pageSize: 2 })).toMatchObject({ status: 'found', item: { group: { id: 1 } } });
    expect(await lookupProviderGames(supplier.name)).toMatchObject({ status: 'found', item: { supplier: { id: supplier.id } } });
  });

  it("are missing only on the service's own 404 (or a null body)", async () => {
    expect(await lookupGameBySlug('no-such-game')).toEqual({ status: 'missing' });
    expect(await lookupGamesByGroupId(99_999)).toEqual({ status: 'missing' });
    expect(await lookupProviderGames('Nobody Games')).toEqual({ status: 'missing' });
    answer(() => HttpResponse.json({ success: false, error: 'Game not found', errorCode: 404 }, { status: 404 }));
    expect(await lookupGameBySlug(game.slug)).toEqual({ status: 'missing' });
    answer(() => HttpResponse.json(null));
    expect(await lookupGameBySlug(game.slug)).toEqual({ status: 'missing' });
  });

  it.each([
    ['a bare 404 from a gateway', () => new HttpResponse('Not Found', { status: 404, statusText: 'Not Found', headers: { 'Content-Type': 'text/plain' } })],
    ['a 404 without a status text (HTTP/2)', () => new HttpResponse(null, { status: 404 })],
    ['a JSON 404 that is not the service saying so', () => HttpResponse.json({ message: 'no route' }, { status: 404, statusText: 'Not Found' })],
  ])('%s is a failure, not a missing item', async (_name, response) => {
    answer(response);
    expect(await lookupGameBySlug(game.slug)).toEqual({ status: 'failed' });
    expect(await lookupGamesByGroupId(1)).toEqual({ status: 'failed' });
  });

  it.each([
    ['a 503', () => new HttpResponse('down', { status: 503 })],
    ['a 500 with a JSON error', () => HttpResponse.json({ success: false, error: 'boom', errorCode: 500 }, { status: 500 })],
    ['a 429', () => new HttpResponse('slow down', { status: 429 })],
    ['a dropped connection', () => HttpResponse.error()],
    ['a malformed answer', () => HttpResponse.json({ game: { id: 'x' } })],
    ['a body that is not JSON', () => new HttpResponse('<html>', { status: 200 })],
  ])('fail on %s', async (_name, response) => {
    answer(response);
    expect(await lookupGameBySlug(game.slug)).toEqual({ status: 'failed' });
    expect(await lookupGamesByGroupId(1)).toEqual({ status: 'failed' });
    expect(await lookupProviderGames(supplier.name)).toEqual({ status: 'failed' });
  });
});
