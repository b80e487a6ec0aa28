import type { Cents } from '@/lib/money';
import type { LossLimitKind } from '@/lib/rules/limits';
import type { Locale } from '@/routes/href';

export type Messages = Partial<Record<Locale, string>>;

/** A failure QA asked for on a named call (see README "QA switches"). */
export type QaFailure = {
  call: string;
  /** How many more calls fail; 'always' until cleared. */
  remaining: number | 'always';
  status?: number;
  errorCode?: number;
  delayMs?: number;
  malformed?: boolean;
  /** The error's params, with `errorCode` (e.g. 117's `{"paymentLimit": "maxAmount"}`). */
  params?: Record<string, unknown>;
};

/** Money is held in cents in the mock, as in the app (DESIGN.md): the app's own branded type. */
export type { Cents, LossLimitKind };

export type LossLimitRecord = {
  amount: Cents | null;
  usedAmount: Cents;
  autoRenew: boolean;
  /** A pending increase waits for confirmation; a pending removal likewise. */
  newAmount: Cents | null;
  increasingToBeConfirmed: boolean;
  amountEffectiveTime: string | null;
  endTime: string | null;
};

export type DepositRecord = { id: string; status: 'ok' | 'pending' | 'failed'; amount: Cents; method: string; createdTime: string };
export type WithdrawalRecord = { id: string; reference: string; status: 'pending' | 'ok' | 'cancelled'; amount: Cents; method: string; createdTime: string };
export type BetRecord = { id: string; gameId: number; productTranslation: string; betAmount: Cents; winAmount: Cents; createdTime: string };
export type FreeSpinRecord = {
  freeSpinsBonusId: number;
  /** The name in the backend's own language (Finnish), answered when there is no translation for the player's. */
  name: string;
  /** The name in the player's stored language, which the backend answers instead (src/mocks/seed/promotion-names.ts). */
  nameTranslations?: Messages;
  freeSpins: number;
  total: Cents;
  turnoverFactor: number;
  expirationTime: string;
  createdTime: string;
  cancellable: boolean;
  gameSlug: string;
  gameName: string;
};
export type DocumentRecord = { id: string; documentSource: string; documentStatus: 'pending' | 'approved' | 'rejected'; uploadTime: string; documentType: string; name: string };

export type PlayerRecord = {
  userId: number;
  email: string | null;
  /** '' for a player who has none yet (bank login only). */
  password: string;
  /** The affiliate credited with the registration ("1" when the visitor brought none). */
  affiliateReference: string;
  nickName: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  address: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  country: 'FIN' | 'EST';
  language: Locale;
  phoneNumber: string | null;
  phoneNumberVerified: boolean;
  receiveEmail: boolean;
  receiveSms: boolean;
  /** 'active', or not yet activated (114), or deactivated (210) with an end time. */
  status: 'active' | 'notActivated' | 'inactive' | 'frozen';
  statusExpires: string | null;
  emailVerified: boolean;
  lastLoginTime: string | null;
  /** Login history; activities[0] is the current session's start. */
  activities: { createdTime: string; type: 'login' }[];
  bankIdentity: string | null;
  cash: Cents;
  promo: Cents;
  /** Cash held back from withdrawal; null while the backend has not worked it out (spec 5: nothing can be withdrawn then). */
  cashReserve: Cents | null;
  currentTurnover: Cents;
  totalTurnover: Cents;
  loyaltyPoints: number;
  limits: Record<LossLimitKind, LossLimitRecord>;
  coolOffUntil: string | null;
  /** The reality-check reminder: its interval (null: off) and when the next one is due (epoch ms). */
  realityCheck: { intervalMinutes: number | null; nextTime: number | null };
  deposits: DepositRecord[];
  withdrawals: WithdrawalRecord[];
  bets: BetRecord[];
  freeSpins: FreeSpinRecord[];
  /** Deposit campaigns the player has taken up with a deposit; they leave the campaign list (none when absent). */
  campaignsTaken?: number[];
  documents: DocumentRecord[];
  favourites: number[];
  recentGames: number[];
  avatar: number;
  bonusWheelSpins: number;
  smsCode: string | null;
  verificationStatus: 'unverified' | 'pending' | 'verified';
};

/** One isolated, seeded world. Each Playwright test may own one (cookie or header kasino_world). */
export type World = {
  id: string;
  clockOffsetMs: number;
  /** A clock that stands still at this instant (epoch ms), set by `/__qa/reset {"frozenAt"}`; null: the real clock. */
  frozenAt: number | null;
  maintenance: Messages;
  serviceDisruption: Messages;
  /** QA's XSS corpus in this world's site settings and maintenance messages (src/mocks/seed/xss-content.ts). */
  xssCorpus: boolean;
  failures: QaFailure[];
  players: PlayerRecord[];
  /** Session token (HttpOnly cookie) to user id. */
  sessions: Map<string, number>;
  /** Autologin tokens (t) and bank-login tokens to user id or a pending bank identity. */
  loginTokens: Map<string, { userId: number | null; bankIdentity?: string; status: 'pending' | 'ok' }>;
  /** Activation and reset codes to user id. */
  codes: Map<string, { userId: number; kind: 'activation' | 'reset'; used: boolean }>;
  /** Deposit tokens waiting at the fake payment provider. */
  /** `settleAt`: a deposit the provider approved "later" (the provider page's third button) stays pending until then (world time, ms). */
  /** `received`: a new customer's initDeposit fields as they came (spec 7.1), for QA (`GET /__qa/payments`). */
  payments: Map<string, { userId: number | null; amount: Cents; method: string; status: 'pending' | 'ok' | 'failed'; newCustomer: boolean; settleAt?: number; received?: Record<string, string> }>;
  /** Requests per key in the current minute, for 429. */
  rate: Map<string, { windowStart: number; count: number }>;
  nextId: number;
};
