export { EnterResultForm, type EnterResultFormProps } from './ui/enter-result-form';
