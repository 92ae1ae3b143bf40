import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Communities: the name rules (3-60 characters, unique ignoring case), the banner's
 * card-sized variant, the list orders (keyset on millisecond timestamps), and `num_of_members` kept by a trigger so every insert or
 * delete of a membership — a join, a leave, the cascade of a deleted user or community — moves it
 * in the same transaction.
 */
export class CommunityRulesAndMemberCount1764100000000 implements MigrationInterface {
  name = 'CommunityRulesAndMemberCount1764100000000';

  async up(q: QueryRunner): Promise<void> {
    // Millisecond timestamps, as posts have, so a keyset cursor made from a JavaScript Date finds
    // its row again exactly.
    await q.query(`
      ALTER TABLE communities
        ALTER COLUMN created_at TYPE timestamptz(3),
        ADD COLUMN banner_card_key varchar(255),
        ADD CONSTRAINT communities_name_length CHECK (char_length(name) BETWEEN 3 AND 60)`);
    // Two racing creates of 'U18 Eagles' and 'u18 eagles': the second fails here (answered 409).
    await q.query(`CREATE UNIQUE INDEX communities_name_lower_key ON communities (lower(name))`);
    // GET /community newest first, and ?sort=members (the feed's suggestions).
    await q.query(`CREATE INDEX communities_newest_idx ON communities (created_at DESC, id DESC)`);
    await q.query(
      `CREATE INDEX communities_members_idx ON communities (num_of_members DESC, created_at DESC, id DESC)`,
    );

    await q.query(`
      CREATE FUNCTION community_members_count() RETURNS trigger AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          UPDATE communities SET num_of_members = num_of_members + 1 WHERE id = NEW.community_id;
        ELSE
          -- During the cascade of a deleted community its row is already gone: nothing to update.
          UPDATE communities SET num_of_members = num_of_members - 1 WHERE id = OLD.community_id;
        END IF;
        RETURN NULL;
      END $$ LANGUAGE plpgsql`);
    await q.query(`
      CREATE TRIGGER community_members_count AFTER INSERT OR DELETE ON community_members
        FOR EACH ROW EXECUTE FUNCTION community_members_count()`);
    // Rows written before the trigger existed are counted once, here.
    await q.query(`
      UPDATE communities c SET num_of_members =
        (SELECT count(*) FROM community_members m WHERE m.community_id = c.id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER community_members_count ON community_members`);
    await q.query(`DROP FUNCTION community_members_count()`);
    await q.query(`DROP INDEX communities_members_idx`);
    await q.query(`DROP INDEX communities_newest_idx`);
    await q.query(`DROP INDEX communities_name_lower_key`);
    await q.query(`
      ALTER TABLE communities
        DROP CONSTRAINT communities_name_length,
        DROP COLUMN banner_card_key,
        ALTER COLUMN created_at TYPE timestamptz`);
  }
}
