export { RegisterForm } from './ui/register-form';
