export { useAppLanguageSync } from './model/useAppLanguageSync';
export { useChooseAppLanguage } from './model/useChooseAppLanguage';
export { AppLanguageChoice } from './ui/AppLanguageChoice';
