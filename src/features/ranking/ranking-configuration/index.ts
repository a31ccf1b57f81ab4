export { TableConfiguration } from './ui/table-configuration';
