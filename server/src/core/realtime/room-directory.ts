import { Injectable } from '@nestjs/common';

/**
 * One kind of room beyond the user's own (a community's members, say). The feature that knows
 * who belongs registers it with RoomDirectory; the gateway never reads a feature's tables.
 */
export interface RoomSource {
  /** Every room of this kind the user belongs to: a new socket joins them all. */
  roomsOf(userId: string): Promise<string[]>;
  /** The room a client's `join(id)` names, when the user belongs to it; otherwise null. */
  roomFor(userId: string, id: string): Promise<string | null>;
}

/** The rooms a socket may be in, asked of every registered RoomSource. */
@Injectable()
export class RoomDirectory {
  private readonly sources: RoomSource[] = [];

  register(source: RoomSource): void {
    this.sources.push(source);
  }

  async roomsOf(userId: string): Promise<string[]> {
    const lists = await Promise.all(this.sources.map((s) => s.roomsOf(userId)));
    return lists.flat();
  }

  async roomFor(userId: string, id: string): Promise<string | null> {
    for (const source of this.sources) {
      const room = await source.roomFor(userId, id);
      if (room) return room;
    }
    return null;
  }
}
