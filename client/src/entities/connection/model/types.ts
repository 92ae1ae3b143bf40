import type { UserCard } from '@/entities/user/@x/connection';

export interface PendingRequest {
  _id: string;
  requester: UserCard;
  createdAt: string;
}

export interface SentRequest {
  _id: string;
  recipient: UserCard;
  createdAt: string;
}
