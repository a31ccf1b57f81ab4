export { i18n, initI18n } from './i18n';
