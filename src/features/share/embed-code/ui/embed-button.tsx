import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeXmlIcon } from 'lucide-react';
import { Suspense } from '@/shared/lib/hydration';
import { Button } from '@/shared/ui/button';
import type { EmbedDialogProps } from './embed-dialog';

// The dialog and its form load on the first click: a visitor reading the page downloads none of it.
const EmbedDialog = lazy(() => import('./embed-dialog').then((module) => ({ default: module.EmbedDialog })));

/** "Embed": opens the dialog with the code to show this bracket, table or results on another website. */
export function EmbedButton(props: Omit<EmbedDialogProps, 'open' | 'onOpenChange'>) {
  const { t } = useTranslation('embed');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="print:hidden"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        data-testid="embed-open"
      >
        <CodeXmlIcon aria-hidden="true" />
        {/* On a phone the icon alone keeps the page's actions on one row; the word stays its name. */}
        <span className="max-sm:sr-only">{t('dialog.open')}</span>
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <EmbedDialog {...props} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
