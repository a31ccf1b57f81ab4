export { PasswordStrength } from './password-strength';
