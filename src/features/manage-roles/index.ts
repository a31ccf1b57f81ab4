export { RoleTemplates } from './ui/role-templates';
