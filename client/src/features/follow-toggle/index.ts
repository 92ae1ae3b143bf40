export { followToggleApi, useToggleFollowMutation, type FollowResult } from './api/followApi';
export {
  FollowToggleButton,
  type FollowToggleButtonProps,
  type FollowLabels,
} from './ui/FollowToggleButton';
