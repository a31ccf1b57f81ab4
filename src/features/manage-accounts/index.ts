export { AccountsAdmin } from './ui/accounts-admin';
export { ApiKeys } from './ui/api-keys';
