import type { ComponentProps } from 'react';
import { LoaderCircleIcon } from 'lucide-react';
import { cn } from '@/shared/lib/cn';

type SpinnerProps = ComponentProps<'span'> & {
  /** Text read by screen readers. Without it the spinner is decorative (e.g. inside a busy button). */
  label?: string;
};

export function Spinner({ label, className, ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role={label ? 'status' : undefined}
      aria-hidden={label ? undefined : true}
      className={cn('inline-flex items-center justify-center', className)}
      {...props}
    >
      <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
