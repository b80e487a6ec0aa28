import { File as NodeFile } from 'node:buffer';
import { getDocuments, getVerificationStatus, uploadDocument } from '@/api/main/documents';
import { confirmWithdraw } from '@/api/main/payment';
import { newIdempotencyKey } from '@/api/idempotency';
import { getDepositsTransactionsPages, getGameTransactionsPages, getWithdrawsTransactionsPages } from '@/api/main/transactions';
import type { BetRecord, DepositRecord } from '@/mocks/world/types';
import { getWorld } from '@/mocks/world/worlds';
import { REGULAR, signIn } from './session';
import { cents } from '@/lib/money';


const iso = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
/** Node's File: jsdom's is not a Blob to Node's FormData, which jest's fetch uses. */
const file = (name: string, bytes = 10): Blob => new NodeFile([new Uint8Array(bytes)], name) as unknown as Blob;

describe('deposit transactions', () => {
  it('list newest first, flag "ok" as successful, and add totals when asked', async () => {
    signIn(REGULAR);
    const plain = await getDepositsTransactionsPages();
    if (!plain.success) throw new Error(plain.error);
    expect(plain.data).toMatchObject({ page: 1, pageCount: 1, count: 2, totalAmounts: null });
    expect(plain.data.items.map((d) => [d.id, d.amount, d.successful, d.currency])).toEqual([
      ['d-2', 2_500, true, 'EUR'],
      ['d-1', 5_000, true, 'EUR'],
    ]);
    const withTotals = await getDepositsTransactionsPages({ includeTotalAmounts: true });
    expect(withTotals.success && withTotals.data.totalAmounts).toEqual({ deposits: 7_500, withdrawals: 0 });
  });

  it('paginate 10 per page; totals count successful deposits only', async () => {
    const player = signIn(REGULAR);
    const extra: DepositRecord[] = Array.from({ length: 10 }, (_, i) => ({ id: `x-${i}`, status: i === 0 ? 'failed' : 'ok', amount: cents(1_000), method: 'bank', createdTime: iso(i) }));
    player.deposits.push(...extra);
    const second = await getDepositsTransactionsPages({ page: 2, includeTotalAmounts: true });
    if (!second.success) throw new Error(second.error);
    expect(second.data).toMatchObject({ page: 2, pageCount: 2, count: 12, totalAmounts: { deposits: 16_500, withdrawals: 0 } });
    expect(second.data.items.map((d) => d.id)).toEqual(['d-2', 'd-1']);
    const first = await getDepositsTransactionsPages({ page: 1 });
    expect(first.success && first.data.items.find((d) => d.id === 'x-0')?.successful).toBe(false);
  });
});

describe('withdrawal and game transactions', () => {
  it('list a new withdrawal', async () => {
    signIn(REGULAR);
    const withdrawal = await confirmWithdraw({ amount: cents(2_000), method: 'bank', idempotencyKey: newIdempotencyKey() });
    const result = await getWithdrawsTransactionsPages();
    expect(result).toMatchObject({ success: true, data: { count: 1, items: [{ amount: 2_000, status: 'pending', reference: withdrawal.success ? withdrawal.data.reference : '' }] } });
  });

  it('paginate bets 10 per page', async () => {
    const player = signIn(REGULAR);
    const bets: BetRecord[] = Array.from({ length: 15 }, (_, i) => ({ id: `b-${i}`, gameId: 1, productTranslation: 'Book of Kasino', betAmount: cents(100), winAmount: cents(i * 10), createdTime: iso(i) }));
    player.bets = bets;
    const first = await getGameTransactionsPages(1);
    expect(first.success && first.data).toMatchObject({ page: 1, pageCount: 2, count: 15 });
    expect(first.success && first.data.items[0]).toEqual({ id: 'b-0', winAmount: 0, betAmount: 100, productTranslation: 'Book of Kasino', currency: 'EUR', createdTime: bets[0]?.createdTime });
    const second = await getGameTransactionsPages(2);
    expect(second.success && second.data.items.map((b) => b.winAmount)).toEqual([100, 110, 120, 130, 140]);
  });
});

describe('documents', () => {
  it('store an upload as pending, list it, and move an unverified player to pending', async () => {
    const player = signIn(REGULAR);
    player.verificationStatus = 'unverified';
    const upload = await uploadDocument({ name: 'passport.PDF', documentType: 'identity', file: file('passport.PDF') });
    expect(upload).toMatchObject({ success: true, data: { name: 'passport.PDF', documentStatus: 'pending', documentType: 'identity', documentSource: 'upload' } });
    expect(player.documents).toHaveLength(1);
    const list = await getDocuments();
    expect(list).toMatchObject({ success: true, data: [{ name: 'passport.PDF', documentStatus: 'pending', documentType: 'identity' }] });
    expect(await getVerificationStatus()).toEqual({ success: true, data: { status: 'pending' } });
  });

  it('accept the largest allowed file and refuse others with 160', async () => {
    const player = signIn(REGULAR);
    expect(await uploadDocument({ name: 'bill.jpeg', documentType: 'address', file: file('bill.jpeg', 2_097_152) })).toMatchObject({ success: true });
    expect(await uploadDocument({ name: 'big.png', documentType: 'address', file: file('big.png', 2_097_153) })).toMatchObject({ success: false, errorCode: 160, params: { maxSize: 2_097_152 } });
    expect(await uploadDocument({ name: 'notes.txt', documentType: 'address', file: file('notes.txt') })).toMatchObject({ success: false, errorCode: 160 });
    expect(await uploadDocument({ name: 'id.jpg', documentType: '', file: file('id.jpg') })).toMatchObject({ success: false, errorCode: 160 });
    expect(player.documents).toHaveLength(1);
    expect(await getVerificationStatus()).toEqual({ success: true, data: { status: 'verified' } });
  });
});

it('every transactions and documents call answers 115 without a session', async () => {
  const results = await Promise.all([
    getDepositsTransactionsPages(),
    getWithdrawsTransactionsPages(),
    getGameTransactionsPages(),
    getDocuments(),
    uploadDocument({ name: 'id.pdf', documentType: 'identity', file: file('id.pdf') }),
    getVerificationStatus(),
  ]);
  for (const result of results) expect(result).toMatchObject({ success: false, errorCode: 115 });
  expect(getWorld().players.find((p) => p.userId === REGULAR)?.documents).toEqual([]);
});
