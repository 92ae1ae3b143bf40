/** '1 member', '12 members'. */
export function membersLabel(count: number): string {
  return `${count} ${count === 1 ? 'member' : 'members'}`;
}
