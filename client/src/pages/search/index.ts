export { FollowManagementPage } from './ui/FollowManagementPage';
