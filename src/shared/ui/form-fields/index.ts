export { TextField, NumberField, SelectField, ChoiceField, DateField, ComboboxField } from './form-fields';
export type { Choice } from './form-fields';
