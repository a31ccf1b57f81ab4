import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  /** Something was typed: closing (Esc, a click outside, ×, Cancel) asks before throwing it away. */
  dirty?: boolean;
  testId?: string;
  /** Wider for long forms (people, clubs). */
  wide?: boolean;
}

/**
 * A create or edit form in a dialog: title, fields, then Cancel and Save (busy while saving). A dialog with
 * unsaved changes never closes silently: it asks whether to discard them or keep editing.
 */
export function FormDialog({ open, onOpenChange, trigger, title, description, children, onSubmit, saving, labels, dirty = false, testId, wide }: FormDialogProps) {
  const { t } = useTranslation('common');
  const [asking, setAsking] = useState(false);
  const requestChange = (next: boolean) => {
    if (!next && dirty && !saving) {
      setAsking(true);
      return;
    }
    onOpenChange(next);
  };
  const discard = () => {
    setAsking(false);
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={requestChange}>
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
            <Button type="button" variant="outline" onClick={() => requestChange(false)}>
              {labels.cancel}
            </Button>
            <Button type="submit" loading={saving}>
              {labels.save}
            </Button>
          </DialogFooter>
        </form>
        <Dialog open={asking} onOpenChange={setAsking}>
          <DialogContent role="alertdialog" closeLabel={labels.close} className="sm:max-w-md" data-testid="discard-changes">
            <DialogHeader>
              <DialogTitle>{t('discard.title')}</DialogTitle>
              <DialogDescription>{t('discard.description')}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setAsking(false)} autoFocus>
                {t('discard.keep')}
              </Button>
              <Button type="button" variant="destructive" onClick={discard}>
                {t('discard.confirm')}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </DialogContent>
    </Dialog>
  );
}
