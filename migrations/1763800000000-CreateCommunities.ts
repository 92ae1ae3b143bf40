import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Minimal communities: enough for community posts and their visibility to members. */
export class CreateCommunities1763800000000 implements MigrationInterface {
  name = 'CreateCommunities1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE communities (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(100) NOT NULL,
        description varchar(1000) NOT NULL DEFAULT '',
        banner_key varchar(255),
        owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        num_of_members integer NOT NULL DEFAULT 0 CHECK (num_of_members >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX communities_owner_id_idx ON communities (owner_id)`);
    await q.query(`
      CREATE TABLE community_members (
        community_id uuid NOT NULL REFERENCES communities(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (community_id, user_id)
      )`);
    await q.query(`CREATE INDEX community_members_user_id_idx ON community_members (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE community_members`);
    await q.query(`DROP TABLE communities`);
  }
}
