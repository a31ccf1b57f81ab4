export { TextField, NumberField, SelectField } from './form-fields';
export type { Choice } from './form-fields';
