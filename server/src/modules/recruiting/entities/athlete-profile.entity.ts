import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  OneToOne,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';
import type {
  AthleteAudience,
  AthleteLevel,
  AthletePosition,
  AthleteStats,
  DominantSide,
  Sport,
} from '../../../contracts/recruiting';
import { PlayerProfileEntity } from '../../profiles/entities/player-profile.entity';
import { PostEntity } from '../../posts/entities/post.entity';

/**
 * A player's athlete data, beside their Player section and gone with it (the key is the Player
 * section's). CHECKs hold the value lists and bounds; `birth_year` is kept by triggers from the
 * user's private date of birth.
 */
@Entity('athlete_profiles')
export class AthleteProfileEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @OneToOne(() => PlayerProfileEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', referencedColumnName: 'userId' })
  player: PlayerProfileEntity;

  @Column({ type: 'varchar', length: 10 })
  sport: Sport;

  @Column({ type: 'text', array: true })
  positions: AthletePosition[];

  @Column({ name: 'height_cm', type: 'smallint' })
  heightCm: number;

  @Column({ name: 'weight_kg', type: 'smallint', nullable: true })
  weightKg: number | null;

  @Column({ name: 'dominant_side', type: 'varchar', length: 5 })
  dominantSide: DominantSide;

  @Column({ type: 'varchar', length: 10 })
  level: AthleteLevel;

  @Column({ type: 'char', length: 2 })
  country: string;

  @Column({ type: 'varchar', length: 100 })
  city: string;

  @Column({ type: 'double precision', nullable: true })
  lat: number | null;

  @Column({ type: 'double precision', nullable: true })
  lng: number | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  stats: AthleteStats;

  @Column({ name: 'highlight_post_id', type: 'uuid', nullable: true })
  highlightPostId: string | null;

  @ManyToOne(() => PostEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'highlight_post_id' })
  highlightPost: PostEntity | null;

  @Column({ name: 'open_to_opportunities', type: 'boolean', default: false })
  openToOpportunities: boolean;

  @Column({ name: 'visible_to', type: 'varchar', length: 8, default: 'coaches' })
  visibleTo: AthleteAudience;

  @Column({ name: 'birth_year', type: 'smallint', nullable: true })
  birthYear: number | null;

  /** The 18th birthday (kept by triggers; null: unknown age, shown as a minor's). */
  @Column({ name: 'adult_from', type: 'date', nullable: true })
  adultFrom: string | null;

  @Column({ name: 'listed_at', type: 'timestamptz', precision: 3, default: () => 'now()' })
  listedAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
