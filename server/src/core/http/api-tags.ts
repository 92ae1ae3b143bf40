/**
 * Every tag an operation of the OpenAPI document may carry, with what it groups. The document
 * declares them at its top (app.factory.ts reads this list), which a generated client uses to
 * name its services; a controller's `@ApiTags` naming a tag missing here fails the OpenAPI lint
 * (`operation-tag-defined`). A new module adds its line here.
 */
export const API_TAGS: ReadonlyArray<{ name: string; description: string }> = [
  { name: 'auth', description: 'Sign up, log in and out, end every session of the account.' },
  {
    name: 'users',
    description: 'The caller’s own account, another user’s public details, user search.',
  },
  {
    name: 'profiles',
    description:
      'Profile pages, their editable fields and picture, and the Fan, Player and Coach sections.',
  },
  {
    name: 'posts',
    description: 'Creating, editing and deleting posts; the feed, a profile’s and the saved lists.',
  },
  { name: 'engagement', description: 'Likes, saves and reposts of a post, and who liked it.' },
  {
    name: 'comments',
    description: 'A post’s threaded comments: reading, writing, editing, deleting.',
  },
  {
    name: 'follow',
    description: 'Following and unfollowing, and the lists of followers and followed people.',
  },
  {
    name: 'connections',
    description: 'Mutual connection requests, their answers, and the lists of connections.',
  },
  {
    name: 'recommendations',
    description: 'People to meet: through mutual connections or shared favourite teams.',
  },
  {
    name: 'messages',
    description: 'One-to-one chats: sending, the list of chats, history and unread counts.',
  },
  {
    name: 'communities',
    description: 'Communities: creating, joining, leaving, deleting, and their posts.',
  },
  { name: 'notifications', description: 'The caller’s notifications and their unread count.' },
  {
    name: 'settings',
    description:
      'Privacy, notification preferences, languages, password, blocked accounts, hibernation, data download and deletion.',
  },
  {
    name: 'safety',
    description:
      'Reporting a post, comment, user, message or community, and appealing a moderation decision.',
  },
  {
    name: 'admin',
    description:
      'Staff only: the report queue and its decisions, user lookup, suspensions, roles, restoring removed content, appeals and the audit log.',
  },
  { name: 'media', description: 'Fresh signed URLs for stored pictures and videos.' },
  { name: 'health', description: 'Whether the server, its database and its storage answer.' },
  {
    name: 'recruiting',
    description:
      'Athlete data, coaches’ openings, player search, ranked matches, saved searches and interest.',
  },
];
