import { SessionCheckNotice } from './SessionCheckNotice';
import { SessionLostNotice } from './SessionLostNotice';

export type SessionNoticeKind = 'lost' | 'unchecked';

/** The shell's notices about the session, one chunk for both: a session lost to a 115, a check that keeps failing. */
export const SessionNotice = ({ kind }: { kind: SessionNoticeKind }) => (kind === 'lost' ? <SessionLostNotice /> : <SessionCheckNotice />);
