export { NetworkingPage } from './ui/NetworkingPage';
