export { ReelsPage } from './ui/ReelsPage';
