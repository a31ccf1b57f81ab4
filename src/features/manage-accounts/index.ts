export { AccountsAdmin } from './ui/accounts-admin';
