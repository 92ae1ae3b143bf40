import type { SqlParams } from './sql';

/** A shorter term has no trigram; a `name_grams` index holds a text's shorter substrings. */
const SHORTEST_TRIGRAM_TERM = 3;

/**
 * `indexed` contains the term, any case (`pattern` is the term's `likePattern`), asked so that its
 * index can answer. `indexed` is the expression of both a trigram GIN index and a `name_grams` GIN
 * index (migration 1765100000000). A term of three characters or more is the `ILIKE` itself,
 * which the trigram index answers. A shorter term has no trigram (that index would hand back every
 * row to recheck): it is one posting list of the `name_grams` index, which lower-cases, with the
 * `ILIKE` kept as the condition.
 */
export function containsTermSql(
  params: SqlParams,
  indexed: string,
  term: string,
  pattern: string,
): string {
  const contains = `(${indexed}) ILIKE ${pattern}`;
  if ([...term].length >= SHORTEST_TRIGRAM_TERM) return contains;
  return `(name_grams(${indexed}) @> ARRAY[lower(${params.add(term, 'text')})] AND ${contains})`;
}
