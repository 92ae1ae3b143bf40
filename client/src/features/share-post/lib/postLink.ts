/** The shareable address of a post. */
export function postLink(postId: string, origin: string = window.location.origin): string {
  return `${origin}/feed?post=${encodeURIComponent(postId)}`;
}
