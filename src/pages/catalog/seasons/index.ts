export { SeasonsPage } from './ui/seasons-page';
