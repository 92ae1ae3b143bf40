import { isForeignKeyViolation } from '../../core/http/known-errors';

/**
 * `write` for a batch of items, answering one result per item. When the batch fails because a
 * row one item refers to was deleted at that moment (a post, a comment, a user: a foreign key),
 * each item is written again on its own, and only the items whose reference is gone answer null:
 * one vanished reference costs its own item, not the batch's.
 */
export async function oneByOneOnVanished<T, R>(
  items: T[],
  write: (items: T[]) => Promise<(R | null)[]>,
): Promise<(R | null)[]> {
  try {
    return await write(items);
  } catch (error) {
    if (items.length < 2 || !isForeignKeyViolation(error)) throw error;
    return Promise.all(
      items.map((item) =>
        write([item]).then(
          ([result]) => result,
          (alone: unknown) => {
            if (isForeignKeyViolation(alone)) return null;
            throw alone;
          },
        ),
      ),
    );
  }
}
