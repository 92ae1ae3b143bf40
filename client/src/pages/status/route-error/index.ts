export { RouteErrorPage } from './ui/RouteErrorPage';
