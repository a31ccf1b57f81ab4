export { ResetPassword } from './ui/reset-password';
