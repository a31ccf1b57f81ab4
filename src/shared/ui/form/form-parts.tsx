import { useEffect, type ComponentProps } from 'react';
import { Slot as SlotPrimitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { parseMessageRef } from '@domain/contract/message-ref';
import { cn } from '@/shared/lib/cn';
import { Label } from '../label';
import { useFormField } from './form-context';

export function FormLabel({ className, ...props }: ComponentProps<typeof Label>) {
  const { error, formItemId } = useFormField();
  return (
    <Label
      data-slot="form-label"
      data-error={!!error}
      htmlFor={formItemId}
      className={cn('data-[error=true]:text-destructive', className)}
      {...props}
    />
  );
}

/** Gives the single control inside it the field's id, description links and invalid state. */
export function FormControl(props: ComponentProps<typeof SlotPrimitive.Slot>) {
  const { error, formItemId, formDescriptionId, formMessageId, hasDescription } = useFormField();
  const describedBy = [hasDescription && formDescriptionId, error && formMessageId]
    .filter(Boolean)
    .join(' ');
  return (
    <SlotPrimitive.Slot
      data-slot="form-control"
      id={formItemId}
      aria-describedby={describedBy || undefined}
      aria-invalid={!!error}
      {...props}
    />
  );
}

export function FormDescription({ className, ...props }: ComponentProps<'p'>) {
  const { formDescriptionId, setHasDescription } = useFormField();
  useEffect(() => {
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [setHasDescription]);
  return (
    <p
      data-slot="form-description"
      id={formDescriptionId}
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

/**
 * The field's error, translated: schema messages are keys of the `validation` namespace. A key
 * without a translation is shown as written, which also lets callers pass plain text.
 */
export function FormMessage({ className, children, ...props }: ComponentProps<'p'>) {
  const { error, formMessageId } = useFormField();
  const { t } = useTranslation('validation');
  // A schema message may carry the values its text names (`tooLong?max=80`).
  const translate = (ref: string) => {
    const { key, params } = parseMessageRef(ref);
    return t(key, { ...params, defaultValue: ref });
  };
  const message = error?.message;
  const body = message ? translate(message) : children;
  if (!body) return null;
  return (
    <p
      data-slot="form-message"
      id={formMessageId}
      className={cn('text-sm font-medium', message ? 'text-destructive' : 'text-muted-foreground', className)}
      {...props}
    >
      {body}
    </p>
  );
}
