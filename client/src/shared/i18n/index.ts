export { i18n, i18nReady, currentLanguage, applyAppLanguage } from './i18n';
export { browserLanguage, resolveAppLanguage } from './language';
export { NAMESPACES, type Namespace } from './namespaces';
export { useTranslation, Trans } from 'react-i18next';
