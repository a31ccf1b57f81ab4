import type { Control } from 'react-hook-form';
import { Checkbox } from '@/shared/ui/checkbox';
import { FormControl, FormDescription, FormField, FormItem, FormLabel } from '@/shared/ui/form';
import type { DrawFormValues } from '../model/draw-form.schema';

interface Props {
  control: Control<DrawFormValues>;
  name: 'separateClubs' | 'thirdPlace';
  label: string;
  description?: string;
}

/** A yes/no option of the draw, with the whole row as its label so it is an easy target. */
export function CheckField({ control, name, label, description }: Props) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="flex flex-row items-start gap-3 rounded-md border p-3">
          <FormControl>
            <Checkbox ref={field.ref} name={field.name} checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} onBlur={field.onBlur} />
          </FormControl>
          <div className="grid gap-1">
            <FormLabel>{label}</FormLabel>
            {description ? <FormDescription>{description}</FormDescription> : null}
          </div>
        </FormItem>
      )}
    />
  );
}
