import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * People: profile columns on users, follows, connections, and the Fan, Player and
 * Coach sections. Player and Coach exclude each other: the service checks first, and a trigger
 * (serialised on the user's row) makes the database refuse the second one even under a race.
 */
export class CreatePeople1763900000000 implements MigrationInterface {
  name = 'CreatePeople1763900000000';

  async up(q: QueryRunner): Promise<void> {
    // Bio and avatar already live on users (bio, image_key); website and location join them.
    await q.query(
      `ALTER TABLE users ADD COLUMN website varchar(255), ADD COLUMN location varchar(100)`,
    );

    await q.query(`
      CREATE TABLE follows (
        follower_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        following_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (follower_id, following_id),
        CONSTRAINT follows_not_self CHECK (follower_id <> following_id)
      )`);
    await q.query(`CREATE INDEX follows_following_idx ON follows (following_id, created_at DESC)`);
    await q.query(`CREATE INDEX follows_follower_idx ON follows (follower_id, created_at DESC)`);
    // The counters move with the rows, in the same transaction, whoever inserts or deletes them
    // (a toggle, or the cascade of a deleted account). Both user rows are locked in id order so
    // A following B while B follows A cannot deadlock.
    await q.query(`
      CREATE FUNCTION follows_count() RETURNS trigger AS $$
      DECLARE
        r follows;
        d integer;
      BEGIN
        IF TG_OP = 'INSERT' THEN r := NEW; d := 1; ELSE r := OLD; d := -1; END IF;
        PERFORM 1 FROM users WHERE id IN (r.follower_id, r.following_id) ORDER BY id FOR NO KEY UPDATE;
        UPDATE users SET
          num_of_followers = num_of_followers + CASE WHEN id = r.following_id THEN d ELSE 0 END,
          num_of_following = num_of_following + CASE WHEN id = r.follower_id THEN d ELSE 0 END
        WHERE id IN (r.follower_id, r.following_id);
        RETURN NULL;
      END $$ LANGUAGE plpgsql`);
    await q.query(`
      CREATE TRIGGER follows_count AFTER INSERT OR DELETE ON follows
        FOR EACH ROW EXECUTE FUNCTION follows_count()`);

    await q.query(`
      CREATE TABLE connections (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        requester_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        recipient_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        status varchar(9) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'connected')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT connections_not_self CHECK (requester_id <> recipient_id)
      )`);
    // One row per unordered pair, whichever side sent the request.
    await q.query(`
      CREATE UNIQUE INDEX connections_pair_key
        ON connections (least(requester_id, recipient_id), greatest(requester_id, recipient_id))`);
    await q.query(`CREATE INDEX connections_requester_idx ON connections (requester_id, status)`);
    await q.query(`CREATE INDEX connections_recipient_idx ON connections (recipient_id, status)`);

    await q.query(`
      CREATE TABLE fan_profiles (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        favourite_teams text[] NOT NULL DEFAULT '{}',
        languages text[] NOT NULL DEFAULT '{}',
        socials jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(socials) = 'array'),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Team recommendations match favourite teams case-insensitively.
    await q.query(`
      CREATE FUNCTION lower_text_array(text[]) RETURNS text[] AS $$
        SELECT coalesce(array_agg(lower(btrim(t))), '{}') FROM unnest($1) t
      $$ LANGUAGE sql IMMUTABLE PARALLEL SAFE`);
    await q.query(
      `CREATE INDEX fan_profiles_teams_idx ON fan_profiles USING gin (lower_text_array(favourite_teams))`,
    );

    await q.query(`
      CREATE TABLE player_profiles (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        positions text[] NOT NULL DEFAULT '{}'
          CHECK (positions <@ ARRAY['GK','CB','LB','RB','CM','LM','RM','CAM','CF','LW','RW','ST']::text[]),
        teams jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(teams) = 'array'),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE coach_profiles (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        coaching_history jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(coaching_history) = 'array'),
        recruiting_interests jsonb NOT NULL DEFAULT '[]'
          CHECK (jsonb_typeof(recruiting_interests) = 'array'),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Locking the user's row serialises two racing inserts (player and coach) for the same user.
    await q.query(`
      CREATE FUNCTION sports_role_exclusive() RETURNS trigger AS $$
      BEGIN
        PERFORM 1 FROM users WHERE id = NEW.user_id FOR NO KEY UPDATE;
        IF TG_TABLE_NAME = 'player_profiles'
           AND EXISTS (SELECT 1 FROM coach_profiles WHERE user_id = NEW.user_id) THEN
          RAISE EXCEPTION 'coach profile exists' USING ERRCODE = 'P0001', HINT = 'sports_role:coach';
        ELSIF TG_TABLE_NAME = 'coach_profiles'
           AND EXISTS (SELECT 1 FROM player_profiles WHERE user_id = NEW.user_id) THEN
          RAISE EXCEPTION 'player profile exists' USING ERRCODE = 'P0001', HINT = 'sports_role:player';
        END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await q.query(`
      CREATE TRIGGER player_profiles_exclusive BEFORE INSERT ON player_profiles
        FOR EACH ROW EXECUTE FUNCTION sports_role_exclusive()`);
    await q.query(`
      CREATE TRIGGER coach_profiles_exclusive BEFORE INSERT ON coach_profiles
        FOR EACH ROW EXECUTE FUNCTION sports_role_exclusive()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE coach_profiles`);
    await q.query(`DROP TABLE player_profiles`);
    await q.query(`DROP FUNCTION sports_role_exclusive()`);
    await q.query(`DROP TABLE fan_profiles`);
    await q.query(`DROP FUNCTION lower_text_array(text[])`);
    await q.query(`DROP TABLE connections`);
    await q.query(`DROP TABLE follows`);
    await q.query(`DROP FUNCTION follows_count()`);
    await q.query(`ALTER TABLE users DROP COLUMN website, DROP COLUMN location`);
  }
}
