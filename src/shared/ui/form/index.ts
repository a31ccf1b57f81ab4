export { Form, FormField, FormItem } from './form';
export { FormControl, FormDescription, FormLabel, FormMessage } from './form-parts';
export { useFormField } from './form-context';
