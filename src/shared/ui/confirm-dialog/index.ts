export { ConfirmDialog } from './confirm-dialog';
export { DeleteButton } from './delete-button';
