import { dirname } from 'node:path';
import { folderOf, parse, sourceFiles, stringsOf } from './source-files';

/**
 * Each table has one owning module: the folder its TypeORM entity lives in. Only the owner names
 * it in SQL; other modules read its rows through the owner's service or the typed fragments the
 * owner exports (`posts/posts.sql.ts`, `users/user-row.ts`, …). Two places read foreign tables by
 * design and are left out: the visibility rule (blocks, settings, memberships, connections decide
 * who sees what), the data export (a copy of everything the account holds) and moderation's
 * evidence (what a report is about, copied when it is reported; read-only).
 */
const READS_EVERY_TABLE = [
  'modules/visibility/',
  'modules/settings/export/',
  'modules/moderation/evidence/',
];

const files = sourceFiles();

/** Every table and its owner, read from where its `@Entity('<table>')` is declared. */
function owners(): Map<string, string> {
  const owner = new Map<string, string>();
  for (const file of files.filter((f) => /\/entities\//.test(f))) {
    for (const text of parse(file)
      .getFullText()
      .matchAll(/@Entity\(\s*'([a-z_]+)'/g)) {
      owner.set(text[1], folderOf(file));
    }
  }
  return owner;
}

/**
 * `FROM x`, `JOIN x`, `INTO x`, `UPDATE x` (and `DELETE FROM x`) in SQL text. What follows such a
 * word as an interpolation (`FROM ${fromPostsSql('p')}`) is an owner's fragment, or a name the
 * module builds from its own tables (engagement's `DELETE FROM ${table}`).
 */
const NAMES_TABLE = /\b(?:FROM|JOIN|INTO|UPDATE)\s+([a-z_][a-z0-9_]*)\b/gi;

/** The foreign tables each file's SQL names, as `file: FROM table` lines. */
function foreignTableUses(owner: Map<string, string>): string[] {
  const uses: string[] = [];
  for (const file of files) {
    if (READS_EVERY_TABLE.some((dir) => file.startsWith(dir))) continue;
    // An entity names the tables its foreign keys point at: that is the schema, not a read.
    if (dirname(file).endsWith('/entities')) continue;
    const folder = folderOf(file);
    const foreign = (table: string) => owner.has(table) && owner.get(table) !== folder;
    for (const text of stringsOf(parse(file))) {
      for (const [clause, table] of text.matchAll(NAMES_TABLE)) {
        if (foreign(table)) uses.push(`${file}: ${clause.replace(/\s+/g, ' ')}`);
      }
    }
  }
  return uses;
}

describe('table ownership', () => {
  const owner = owners();

  it('knows the owner of every table (the folder of its entity)', () => {
    expect(owner.size).toBeGreaterThanOrEqual(26);
    expect(owner.get('posts')).toBe('modules/posts');
    expect(owner.get('media_deletions')).toBe('core');
  });

  it('lets no module name in SQL a table another module owns', () => {
    expect(foreignTableUses(owner)).toEqual([]);
  });

  it('finds the table in every clause that names one', () => {
    const sql = [
      'SELECT 1 FROM posts p',
      'x LEFT JOIN posts p ON true',
      'INSERT INTO posts (id)',
      'UPDATE posts SET title = $1',
      'DELETE FROM posts WHERE id = $1',
      'select count(*) from posts',
    ];
    for (const text of sql) {
      expect([...text.matchAll(NAMES_TABLE)].map((m) => m[1])).toEqual(['posts']);
    }
  });
});
