export { VerifyEmail } from './ui/verify-email';
