export { SaveButton, type SaveButtonProps } from './ui/SaveButton';
