export { LoginFlow } from './ui/login-flow';
