export { PageHeader } from './ui/page-header';
