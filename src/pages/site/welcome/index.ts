export { WelcomePage } from './ui/welcome-page';
