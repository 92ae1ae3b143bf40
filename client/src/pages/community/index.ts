export { CommunityPage } from './ui/CommunityPage';
