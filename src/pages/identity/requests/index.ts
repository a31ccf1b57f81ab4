export { RequestsPage } from './ui/requests-page';
