import type { MigrationInterface, QueryRunner } from 'typeorm';

// The types before this migration, the moderation migration's included.
const NOTIFICATION_TYPES = `'like', 'comment', 'reply', 'follow', 'connection_request',
  'connection_accepted', 'community_join', 'message', 'data_export_ready', 'login_alert',
  'report_outcome', 'moderation_notice'`;
const RECRUITING_TYPES = `'recruiting_interest', 'interest_accepted', 'saved_search_match'`;

const SPORTS = `'basketball', 'football'`;
const POSITIONS = `'point_guard', 'shooting_guard', 'small_forward', 'power_forward', 'center',
  'goalkeeper', 'centre_back', 'full_back', 'defensive_midfielder', 'central_midfielder',
  'attacking_midfielder', 'winger', 'striker'`;
const LEVELS = `'school', 'club', 'academy', 'college', 'semi_pro', 'pro'`;

/**
 * Recruiting: a player's athlete data (beside their Player section, and gone with it), coaches'
 * openings (gone with the Coach section), the interest a coach shows in a player and saved
 * player searches. The birth year is copied from the user's private date of birth by triggers
 * (a search filters and ranks by it with an index; the date itself stays in `users`). Every
 * search condition has an index over the athletes open to opportunities only.
 */
export class CreateRecruiting1796200000000 implements MigrationInterface {
  name = 'CreateRecruiting1796200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE athlete_profiles (
        user_id uuid PRIMARY KEY REFERENCES player_profiles(user_id) ON DELETE CASCADE,
        sport varchar(10) NOT NULL CHECK (sport IN (${SPORTS})),
        positions text[] NOT NULL CHECK (cardinality(positions) BETWEEN 1 AND 3
          AND positions <@ ARRAY[${POSITIONS}]::text[]),
        height_cm smallint NOT NULL CHECK (height_cm BETWEEN 120 AND 230),
        weight_kg smallint CHECK (weight_kg BETWEEN 35 AND 160),
        dominant_side varchar(5) NOT NULL CHECK (dominant_side IN ('left', 'right', 'both')),
        level varchar(10) NOT NULL CHECK (level IN (${LEVELS})),
        country char(2) NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
        city varchar(100) NOT NULL,
        lat double precision CHECK (lat BETWEEN -90 AND 90),
        lng double precision CHECK (lng BETWEEN -180 AND 180),
        stats jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(stats) = 'object'),
        highlight_post_id uuid REFERENCES posts(id) ON DELETE SET NULL,
        open_to_opportunities boolean NOT NULL DEFAULT false,
        visible_to varchar(8) NOT NULL DEFAULT 'coaches' CHECK (visible_to IN ('coaches', 'everyone')),
        -- Kept by triggers from users.date_of_birth (null when it is unknown): the birth year
        -- filters and ranks; the day of the 18th birthday tells a minor's rows apart without
        -- reading users for every candidate of a ranking.
        birth_year smallint,
        adult_from date,
        -- When the athlete last became open to opportunities: the search's order, and what a
        -- saved search calls new.
        listed_at timestamptz(3) NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT athlete_place_whole CHECK ((lat IS NULL) = (lng IS NULL))
      )`);
    await q.query(`CREATE INDEX athlete_profiles_listed_idx ON athlete_profiles
      (sport, listed_at DESC, user_id DESC) WHERE open_to_opportunities`);
    await q.query(`CREATE INDEX athlete_profiles_positions_idx ON athlete_profiles
      USING gin (positions) WHERE open_to_opportunities`);
    await q.query(`CREATE INDEX athlete_profiles_country_idx ON athlete_profiles
      (country, sport, listed_at DESC, user_id DESC) WHERE open_to_opportunities`);
    await q.query(`CREATE INDEX athlete_profiles_birth_year_idx ON athlete_profiles
      (sport, birth_year) WHERE open_to_opportunities`);
    await q.query(`CREATE INDEX athlete_profiles_height_idx ON athlete_profiles
      (sport, height_cm) WHERE open_to_opportunities`);
    await q.query(`CREATE INDEX athlete_profiles_place_idx ON athlete_profiles
      (lat, lng) WHERE open_to_opportunities AND lat IS NOT NULL`);

    await q.query(`
      CREATE FUNCTION athlete_birth_year() RETURNS trigger AS $$
      BEGIN
        SELECT extract(year FROM u.date_of_birth)::smallint,
               (u.date_of_birth + interval '18 years')::date
          INTO NEW.birth_year, NEW.adult_from
          FROM users u WHERE u.id = NEW.user_id;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await q.query(`CREATE TRIGGER athlete_birth_year BEFORE INSERT ON athlete_profiles
      FOR EACH ROW EXECUTE FUNCTION athlete_birth_year()`);
    await q.query(`
      CREATE FUNCTION users_birth_year_to_athlete() RETURNS trigger AS $$
      BEGIN
        UPDATE athlete_profiles SET birth_year = extract(year FROM NEW.date_of_birth)::smallint,
               adult_from = (NEW.date_of_birth + interval '18 years')::date
         WHERE user_id = NEW.id;
        RETURN NULL;
      END $$ LANGUAGE plpgsql`);
    await q.query(`CREATE TRIGGER users_birth_year_to_athlete AFTER UPDATE OF date_of_birth ON users
      FOR EACH ROW WHEN (OLD.date_of_birth IS DISTINCT FROM NEW.date_of_birth)
      EXECUTE FUNCTION users_birth_year_to_athlete()`);

    await q.query(`
      CREATE TABLE recruiting_openings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        coach_id uuid NOT NULL REFERENCES coach_profiles(user_id) ON DELETE CASCADE,
        sport varchar(10) NOT NULL CHECK (sport IN (${SPORTS})),
        positions text[] NOT NULL CHECK (cardinality(positions) BETWEEN 1 AND 3
          AND positions <@ ARRAY[${POSITIONS}]::text[]),
        level varchar(10) NOT NULL CHECK (level IN (${LEVELS})),
        birth_year_from smallint,
        birth_year_to smallint,
        min_height_cm smallint CHECK (min_height_cm BETWEEN 120 AND 230),
        country char(2) NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
        city varchar(100),
        lat double precision CHECK (lat BETWEEN -90 AND 90),
        lng double precision CHECK (lng BETWEEN -180 AND 180),
        radius_km smallint CHECK (radius_km BETWEEN 1 AND 2000),
        description varchar(1000) NOT NULL CHECK (length(description) >= 1),
        closes_at timestamptz(3),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT opening_place_whole CHECK ((lat IS NULL) = (lng IS NULL)),
        CONSTRAINT opening_birth_years CHECK (birth_year_from IS NULL OR birth_year_to IS NULL
          OR birth_year_from <= birth_year_to)
      )`);
    await q.query(`CREATE INDEX recruiting_openings_list_idx ON recruiting_openings
      (sport, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX recruiting_openings_recent_idx ON recruiting_openings
      (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX recruiting_openings_positions_idx ON recruiting_openings
      USING gin (positions)`);
    await q.query(`CREATE INDEX recruiting_openings_coach_idx ON recruiting_openings (coach_id)`);

    await q.query(`
      CREATE TABLE recruiting_interests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        coach_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        player_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        opening_id uuid REFERENCES recruiting_openings(id) ON DELETE SET NULL,
        message varchar(500) NOT NULL,
        status varchar(8) NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'accepted', 'declined')),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        responded_at timestamptz(3),
        CONSTRAINT interest_not_self CHECK (coach_id <> player_id)
      )`);
    await q.query(`CREATE INDEX recruiting_interests_player_idx ON recruiting_interests
      (player_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX recruiting_interests_coach_idx ON recruiting_interests
      (coach_id, created_at DESC, id DESC)`);
    // One open question a pair at a time.
    await q.query(`CREATE UNIQUE INDEX recruiting_interests_pending_key ON recruiting_interests
      (coach_id, player_id) WHERE status = 'pending'`);
    // The chat's who-may-message check asks this for every message.
    await q.query(`CREATE INDEX recruiting_interests_accepted_idx ON recruiting_interests
      (coach_id, player_id) WHERE status = 'accepted'`);

    await q.query(`
      CREATE TABLE recruiting_saved_searches (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        filters jsonb NOT NULL CHECK (jsonb_typeof(filters) = 'object'),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        -- Athletes listed after this have not been told of yet.
        checked_through timestamptz(3) NOT NULL DEFAULT now(),
        -- The last notification: at most one a day.
        notified_at timestamptz(3)
      )`);
    await q.query(`CREATE INDEX recruiting_saved_searches_user_idx ON recruiting_saved_searches
      (user_id, created_at DESC, id DESC)`);

    await q.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_type_check`);
    await q.query(`ALTER TABLE notifications ADD CONSTRAINT notifications_type_check
      CHECK (type IN (${NOTIFICATION_TYPES}, ${RECRUITING_TYPES}))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notifications WHERE type IN (${RECRUITING_TYPES})`);
    await q.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_type_check`);
    await q.query(`ALTER TABLE notifications ADD CONSTRAINT notifications_type_check
      CHECK (type IN (${NOTIFICATION_TYPES}))`);
    await q.query(`DROP TABLE recruiting_saved_searches`);
    await q.query(`DROP TABLE recruiting_interests`);
    await q.query(`DROP TABLE recruiting_openings`);
    await q.query(`DROP TRIGGER users_birth_year_to_athlete ON users`);
    await q.query(`DROP FUNCTION users_birth_year_to_athlete()`);
    await q.query(`DROP TABLE athlete_profiles`);
    await q.query(`DROP FUNCTION athlete_birth_year()`);
  }
}
