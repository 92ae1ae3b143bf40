export { ManageNetworkPanel } from './ui/ManageNetworkPanel';
