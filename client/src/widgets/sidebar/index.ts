export { Sidebar } from './ui/Sidebar';
