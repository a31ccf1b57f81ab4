export { useDialogForm } from './use-dialog-form';
export type { DialogFormOptions } from './use-dialog-form';
