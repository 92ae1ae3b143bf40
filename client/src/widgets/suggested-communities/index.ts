export { SuggestedCommunities, SUGGESTED_TITLE } from './ui/SuggestedCommunities';
