export { i18n, initI18n, usedTexts, type TextBundles } from './i18n';
