import type { ConnectionChange, PendingConnection, SentConnection } from '@/shared/api';

/** The wire shapes of connection requests (the server's contract). */
export type PendingRequest = PendingConnection;
export type SentRequest = SentConnection;
export type { ConnectionChange };
