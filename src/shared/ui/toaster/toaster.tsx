import { useCallback, useEffect, useState, type ComponentProps } from 'react';
import { cva } from 'class-variance-authority';
import { CircleAlertIcon, CircleCheckIcon, XIcon } from 'lucide-react';
import { cn } from '@/shared/lib/cn';
import { toast, useToasts, type ToastRecord } from './toast-store';
import { useAutoDismiss } from './use-auto-dismiss';

const toastVariants = cva(
  'pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg animate-in fade-in-0 slide-in-from-bottom-2',
  {
    variants: {
      variant: {
        default: 'bg-popover text-popover-foreground',
        success: 'border-success bg-popover text-popover-foreground',
        error: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
  },
);

const icons = { default: null, success: CircleCheckIcon, error: CircleAlertIcon } as const;

function ToastItem({ item, closeLabel }: { item: ToastRecord; closeLabel: string }) {
  const dismiss = useCallback(() => toast.dismiss(item.id), [item.id]);
  const pauseHandlers = useAutoDismiss(item.duration, dismiss);
  // The live region goes into the page empty and gets its text a moment later: screen readers
  // announce changes inside a live region, not regions that arrive already filled.
  const [announced, setAnnounced] = useState(false);
  useEffect(() => setAnnounced(true), []);
  const Icon = icons[item.variant];
  const isError = item.variant === 'error';

  return (
    <li
      data-slot="toast"
      data-variant={item.variant}
      className={toastVariants({ variant: item.variant })}
      {...pauseHandlers}
    >
      {Icon ? (
        <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', !isError && 'text-success')} />
      ) : null}
      <div
        role={isError ? 'alert' : 'status'}
        aria-live={isError ? 'assertive' : 'polite'}
        aria-atomic="true"
        className="grid flex-1 gap-1"
      >
        {announced ? (
          <>
            <p className="text-sm font-semibold">{item.title}</p>
            {item.description ? (
              <p className={cn('text-sm', !isError && 'text-muted-foreground')}>{item.description}</p>
            ) : null}
          </>
        ) : null}
      </div>
      <button
        type="button"
        data-slot="toast-close"
        aria-label={closeLabel}
        onClick={dismiss}
        className={cn(
          '-m-1 inline-flex size-7 shrink-0 items-center justify-center rounded-md hover:bg-foreground/10',
          'outline-none focus-visible:ring-2 focus-visible:ring-ring',
        )}
      >
        <XIcon aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

type ToasterProps = ComponentProps<'section'> & {
  /** Name of the notifications region; pass the translated text. */
  label?: string;
  /** Accessible name of each close button; pass the translated text. */
  closeLabel?: string;
};

/** Renders the toasts raised with `toast()`; mount it once near the root of the app. */
export function Toaster({ label = 'Notificaciones', closeLabel = 'Cerrar', className, ...props }: ToasterProps) {
  const toasts = useToasts();
  return (
    <section
      data-slot="toaster"
      aria-label={label}
      className={cn(
        'pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex justify-center p-4',
        'sm:left-auto sm:w-full sm:max-w-sm sm:justify-end',
        className,
      )}
      {...props}
    >
      <ol className="flex w-full flex-col gap-2">
        {toasts.map((item) => (
          <ToastItem key={item.id} item={item} closeLabel={closeLabel} />
        ))}
      </ol>
    </section>
  );
}
