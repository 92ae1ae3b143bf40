export { saveApi, useSavePostMutation, type SaveResult } from './api/saveApi';
export { SaveButton, type SaveButtonProps } from './ui/SaveButton';
