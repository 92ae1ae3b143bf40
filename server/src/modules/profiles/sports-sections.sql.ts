/**
 * The Player and Coach sections as conditions for other modules' statements (recruiting: who
 * may see athlete data kept for coaches), so that only this module names their tables.
 */
export function hasPlayerSectionSql(userId: string): string {
  return `EXISTS (SELECT 1 FROM player_profiles pp_s WHERE pp_s.user_id = ${userId})`;
}

export function hasCoachSectionSql(userId: string): string {
  return `EXISTS (SELECT 1 FROM coach_profiles cp_s WHERE cp_s.user_id = ${userId})`;
}
