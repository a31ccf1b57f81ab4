export { VerifyEmailPage } from './ui/verify-email-page';
