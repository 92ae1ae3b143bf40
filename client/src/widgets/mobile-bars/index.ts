export { MobileTopBar } from './ui/MobileTopBar';
export { MobileBottomBar } from './ui/MobileBottomBar';
