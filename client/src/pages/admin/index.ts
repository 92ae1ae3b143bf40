export { AdminPage } from './ui/AdminPage';
