import { useAppLanguageSync } from '@/features/choose-app-language';

export function LanguageSync() {
  useAppLanguageSync();
  return null;
}
