export { PrintMenu, type PrintMenuProps } from './ui/print-menu';
