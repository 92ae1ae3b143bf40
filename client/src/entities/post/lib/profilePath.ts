/** Where a user's avatar and name link to. */
export function profilePath(userId: string): string {
  return `/profile/${userId}`;
}
