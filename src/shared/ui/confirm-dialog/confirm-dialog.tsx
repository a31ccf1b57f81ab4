import { useState, type ReactNode } from 'react';
import { Button } from '../button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../dialog';

interface ConfirmDialogProps {
  /** The button that opens it (rendered as the dialog trigger); without one, `open` and `onOpenChange` control it. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  /** Runs the action; the dialog closes when it resolves and stays open (for a retry) when it throws. */
  onConfirm: () => Promise<unknown>;
  /**
   * Words a failure of `onConfirm` to show inside the dialog: while it is open the rest of the page is hidden from
   * assistive technology, so a refusal reported elsewhere would go unheard. Without it the caller reports failures.
   */
  describeFailure?: (error: unknown) => string;
}

/** Asks before something that cannot be undone, such as a delete. */
export function ConfirmDialog({ trigger, open: controlledOpen, onOpenChange, title, description, confirmLabel, cancelLabel, closeLabel, onConfirm, describeFailure }: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function confirm() {
    setPending(true);
    setFailure(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (error) {
      // The dialog stays for another try, with the reason when the caller words it.
      if (describeFailure) setFailure(describeFailure(error));
    } finally {
      setPending(false);
    }
  }
  function toggle(next: boolean) {
    setOpen(next);
    if (!next) setFailure(null);
  }
  return (
    <Dialog open={open} onOpenChange={toggle}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent closeLabel={closeLabel} data-testid="confirm-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {describeFailure ? (
          <p role="alert" className="min-h-5 text-sm text-destructive" data-testid="confirm-failure">
            {failure}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => toggle(false)} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button variant="destructive" loading={pending} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
