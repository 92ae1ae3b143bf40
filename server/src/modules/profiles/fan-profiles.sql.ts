/**
 * The Fan sections as other modules' statements read them (favourite teams for recommendations),
 * so that only this module names the table. `team_keys` holds the teams trimmed and lower-cased,
 * `favourite_teams` as the fan wrote them.
 */

/** `fan_profiles <alias>`, for a FROM clause. */
export function fromFanProfilesSql(alias: string): string {
  return `fan_profiles ${alias}`;
}

/** `JOIN fan_profiles <alias> ON <alias>.user_id = <userId>`. */
export function joinFanProfileSql(alias: string, userId: string): string {
  return `JOIN fan_profiles ${alias} ON ${alias}.user_id = ${userId}`;
}
