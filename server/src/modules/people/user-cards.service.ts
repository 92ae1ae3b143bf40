import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { sqlRows } from '../../core/database/sql';
import type { UserCard } from '../../contracts/users';
import { type CardRow, toCard, withCards } from './with-cards';

/**
 * One user's card relative to the viewer, for callers that hold an id rather than a page query
 * (lists read their cards with their page, `withCards`).
 */
@Injectable()
export class UserCardsService {
  constructor(private readonly db: DataSource) {}

  /** `userId`'s card as the viewer sees it; null when there is no such user. */
  async card(viewerId: string | null, userId: string): Promise<UserCard | null> {
    const q = withCards(
      viewerId,
      { text: 'SELECT $1::uuid AS id', values: [userId] },
      [],
      'page.id',
    );
    const [row] = await sqlRows<CardRow>(this.db, q.text, q.values);
    return row ? toCard(viewerId, row) : null;
  }
}
