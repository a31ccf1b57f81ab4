export { CookiesPage, TermsPage, PrivacyPage } from './ui/legal-document';
