export { SuggestedCommunities } from './ui/SuggestedCommunities';
