import type { ReactNode } from 'react';
import { Button } from '../button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../dialog';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  title: string;
  description?: string;
  /** The fields; the dialog wraps them in the form with its cancel and submit buttons. */
  children: ReactNode;
  onSubmit: () => void;
  saving: boolean;
  labels: { save: string; cancel: string; close: string };
  testId?: string;
  /** Wider for long forms (people, clubs). */
  wide?: boolean;
}

/** A create or edit form in a dialog: title, fields, then Cancel and Save (busy while saving). */
export function FormDialog({ open, onOpenChange, trigger, title, description, children, onSubmit, saving, labels, testId, wide }: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent closeLabel={labels.close} className={wide ? 'sm:max-w-2xl' : undefined}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
          className="flex flex-col gap-4"
          data-testid={testId}
        >
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {labels.cancel}
            </Button>
            <Button type="submit" loading={saving}>
              {labels.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
