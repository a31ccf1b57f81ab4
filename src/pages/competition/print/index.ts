export { PrintPage } from './ui/print-page';
