export { appConfig, messagingUrl } from './app-config';
