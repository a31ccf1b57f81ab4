import { createContext, useContext } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';

export type FormFieldContextValue = { name: string };

export type FormItemContextValue = {
  id: string;
  /** Whether a FormDescription is rendered, so aria-describedby never points at a missing element. */
  hasDescription: boolean;
  setHasDescription: (present: boolean) => void;
};

export const FormFieldContext = createContext<FormFieldContextValue | null>(null);
export const FormItemContext = createContext<FormItemContextValue | null>(null);

/** Ids and validation state of the field around the caller; for building custom form parts. */
export function useFormField() {
  const field = useContext(FormFieldContext);
  const item = useContext(FormItemContext);
  if (!field) throw new Error('useFormField is used outside <FormField>');
  if (!item) throw new Error('useFormField is used outside <FormItem>');

  const { getFieldState } = useFormContext();
  // Subscribing to this field's state re-renders the parts when its error changes.
  const formState = useFormState({ name: field.name });
  const fieldState = getFieldState(field.name, formState);

  return {
    name: field.name,
    formItemId: `${item.id}-control`,
    formDescriptionId: `${item.id}-description`,
    formMessageId: `${item.id}-message`,
    hasDescription: item.hasDescription,
    setHasDescription: item.setHasDescription,
    ...fieldState,
  };
}
