import { AppError } from '../../core/http/app-error';

export interface PairRow {
  requesterId: string;
  recipientId: string;
  status: 'pending' | 'connected';
}

export type ConnectDecision = 'create' | 'accept';

/**
 * What a connect request from `meId` does, given the pair's row (if any). A request while the
 * other side's request is pending accepts it: both want the connection, so asking again would
 * only make them wait.
 */
export function decideConnect(meId: string, row: PairRow | null): ConnectDecision {
  if (!row) return 'create';
  if (row.status === 'connected') throw new AppError('CONFLICT', 'You are already connected.');
  if (row.requesterId === meId) throw new AppError('CONFLICT', 'Connection request already sent.');
  return 'accept';
}
