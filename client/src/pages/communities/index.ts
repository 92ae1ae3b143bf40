export { CommunitiesPage } from './ui/CommunitiesPage';
