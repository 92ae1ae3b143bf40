export { useReactivateAccount } from './model/useReactivateAccount';
