import { useThemeSync } from '@/features/toggle-theme';

export function ThemeSync() {
  useThemeSync();
  return null;
}
