import { cents } from '@/lib/money';
import type { DocumentRecord, PlayerRecord } from '../world/types';
import { DAY_MS } from './random';

/** What seedPlayerDefaults (./players.ts) completes into a player record. */
type DocumentPlayerSeed = Partial<PlayerRecord> & Pick<PlayerRecord, 'userId' | 'nickName' | 'firstName' | 'lastName'>;

/**
 * The documents panel's case (README "Seeded players"): a player whose verification is under
 * way, with documents of every status and from more than one source, and an avatar id the app
 * does not know (shown as avatar 1, spec 3).
 */
export function documentPlayerSeeds(now: number): DocumentPlayerSeed[] {
  const iso = (offsetMs: number) => new Date(now + offsetMs).toISOString();
  const doc = (id: string, documentType: string, documentStatus: DocumentRecord['documentStatus'], documentSource: string, name: string, daysAgo: number): DocumentRecord => ({
    id: `doc-${id}`,
    documentType,
    documentStatus,
    documentSource,
    name,
    uploadTime: iso(-daysAgo * DAY_MS),
  });
  return [
    {
      userId: 1601,
      email: 'documents@kasino.test',
      nickName: 'Paperi',
      firstName: 'Pirjo',
      lastName: 'Paperinen',
      activities: [1, 2, 3].map((days) => ({ createdTime: iso(-days * 3 * DAY_MS), type: 'login' as const })),
      cash: cents(3_000),
      avatar: 42,
      verificationStatus: 'pending',
      documents: [
        doc('1601-1', 'identity', 'approved', 'upload', 'passport.pdf', 30),
        doc('1601-2', 'address', 'rejected', 'upload', 'electricity-bill.jpg', 12),
        doc('1601-3', 'payment', 'pending', 'email', 'card-statement.png', 2),
        doc('1601-4', 'sourceOfFunds', 'pending', 'upload', 'payslip.pdf', 1),
      ],
    },
  ];
}
