import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { AthleteLevel, AthletePosition, Sport } from '../../../contracts/recruiting';
import { CoachProfileEntity } from '../../profiles/entities/coach-profile.entity';

/** A coach's opening, gone with their Coach section. */
@Entity('recruiting_openings')
export class OpeningEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'coach_id', type: 'uuid' })
  coachId: string;

  @ManyToOne(() => CoachProfileEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'coach_id', referencedColumnName: 'userId' })
  coach: CoachProfileEntity;

  @Column({ type: 'varchar', length: 10 })
  sport: Sport;

  @Column({ type: 'text', array: true })
  positions: AthletePosition[];

  @Column({ type: 'varchar', length: 10 })
  level: AthleteLevel;

  @Column({ name: 'birth_year_from', type: 'smallint', nullable: true })
  birthYearFrom: number | null;

  @Column({ name: 'birth_year_to', type: 'smallint', nullable: true })
  birthYearTo: number | null;

  @Column({ name: 'min_height_cm', type: 'smallint', nullable: true })
  minHeightCm: number | null;

  @Column({ type: 'char', length: 2 })
  country: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  @Column({ type: 'double precision', nullable: true })
  lat: number | null;

  @Column({ type: 'double precision', nullable: true })
  lng: number | null;

  @Column({ name: 'radius_km', type: 'smallint', nullable: true })
  radiusKm: number | null;

  @Column({ type: 'varchar', length: 1000 })
  description: string;

  @Column({ name: 'closes_at', type: 'timestamptz', precision: 3, nullable: true })
  closesAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
