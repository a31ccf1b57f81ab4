export { TextField, NumberField, SelectField, ChoiceField } from './form-fields';
export type { Choice } from './form-fields';
