export {
  themeSlice,
  darkModeToggled,
  selectDarkMode,
  useThemeSync,
  type ThemeState,
} from './model/themeSlice';
export { ThemeToggle, type ThemeToggleProps } from './ui/ThemeToggle';
