export { i18n, currentLanguage, applyAppLanguage } from './i18n';
export { browserLanguage, resolveAppLanguage } from './language';
export { NAMESPACES, RESOURCES, type Namespace } from './resources';
export { useTranslation, Trans } from 'react-i18next';
