export { accountQueries } from './api/account.queries';
export { RoleSelect } from './ui/role-select';
