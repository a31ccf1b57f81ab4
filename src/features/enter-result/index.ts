export { EnterResultForm, type EnterResultFormProps } from './ui/enter-result-form';
export { EnterResultDialog } from './ui/enter-result-dialog';
