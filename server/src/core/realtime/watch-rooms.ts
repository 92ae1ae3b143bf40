import { IsArray, IsString } from 'class-validator';
import type { Socket } from 'socket.io';
import { IsOptionalNotNull } from '../http/optional';
import { isUuid } from '../http/uuid';

/** How many ids one `watch`/`unwatch` event takes; the rest of the event is ignored. */
export const WATCH_IDS_PER_EVENT = 100;

/**
 * A `{ watch, unwatch }` event (`watch_presence`, `watch_communities`): lists of ids. Past
 * WATCH_IDS_PER_EVENT an event, and text that is not an id, are ignored, not refused.
 */
export class WatchDto {
  @IsOptionalNotNull()
  @IsArray({ message: 'watch must be a list of ids' })
  @IsString({ each: true, message: 'watch must be a list of ids' })
  watch?: string[];

  @IsOptionalNotNull()
  @IsArray({ message: 'unwatch must be a list of ids' })
  @IsString({ each: true, message: 'unwatch must be a list of ids' })
  unwatch?: string[];
}

/**
 * The socket leaves the rooms of `unwatch` and joins those of `watch` (ids only, at most
 * WATCH_IDS_PER_EVENT an event and `limit` rooms of the kind in all). Answers how many rooms of
 * the kind the socket is in now.
 */
export async function watchRooms(
  socket: Socket,
  { watch, unwatch }: WatchDto,
  roomOf: (id: string) => string,
  prefix: string,
  limit: number,
): Promise<number> {
  const rooms = (ids: string[] | undefined) =>
    (ids ?? []).slice(0, WATCH_IDS_PER_EVENT).filter(isUuid).map(roomOf);
  await Promise.all(rooms(unwatch).map((room) => socket.leave(room)));
  const watching = () => [...socket.rooms].filter((r) => r.startsWith(prefix)).length;
  const joining = rooms(watch).slice(0, Math.max(0, limit - watching()));
  if (joining.length > 0) await socket.join(joining);
  return watching();
}
