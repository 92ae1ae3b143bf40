export { Button, type ButtonProps } from './Button';
export { TextField, type TextFieldProps } from './TextField';
export { Modal, type ModalProps } from './Modal';
export { Logo, type LogoProps } from './Logo';
export { Avatar, type AvatarProps } from './Avatar';
export { StatusPage, type StatusPageProps } from './StatusPage';
export { PlaceholderPage, PLACEHOLDER_TEXT, type PlaceholderPageProps } from './PlaceholderPage';
export { AuthShell, type AuthShellProps } from './AuthShell';
