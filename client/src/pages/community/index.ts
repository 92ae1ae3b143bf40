export { CommunityPage, ACCESS_DENIED_TITLE, NO_POSTS_TEXT } from './ui/CommunityPage';
