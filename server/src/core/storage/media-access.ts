/**
 * Who may see a stored object: the visibility rule's answer, which the media routes ask without
 * knowing the tables (the visibility module provides it; core knows no business rules).
 */
export abstract class MediaAccess {
  /**
   * Of `keys`, those the viewer (null: anonymous) may see now, each with whether everyone may;
   * unknown keys and those the viewer may not see are left out.
   */
  abstract mediaReach(viewer: string | null, keys: string[]): Promise<Map<string, boolean>>;
}
