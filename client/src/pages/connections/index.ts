export { ConnectionsPage } from './ui/ConnectionsPage';
