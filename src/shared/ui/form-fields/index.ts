export { TextField, NumberField, SelectField, ChoiceField, DateField } from './form-fields';
export type { Choice } from './form-fields';
