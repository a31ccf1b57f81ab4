export { PersonValidations } from './ui/person-validations';
