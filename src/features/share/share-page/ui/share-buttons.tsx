import { lazy, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCodeIcon, Share2Icon } from 'lucide-react';
import { Button } from '@/shared/ui/button';
import { Suspense } from '@/shared/lib/hydration';
import { browserShareEnvironment, pageAddress, shareLink } from '../lib/share-link';
import { announce } from './announce';

// The dialog and the QR encoder load on the first press, never with the page.
const QrDialog = lazy(() => import('./qr-dialog').then((module) => ({ default: module.QrDialog })));

/** Share (the phone's share sheet, or the link copied) and the page's QR code, for a public page about a record. */
export function ShareButtons() {
  const { t } = useTranslation('share');
  const [qrOpen, setQrOpen] = useState(false);
  // Mounted from the first press on, so that closing it hands the focus back to the button.
  const [qrUsed, setQrUsed] = useState(false);
  const qrButton = useRef<HTMLButtonElement>(null);
  const share = async () => {
    const outcome = await shareLink({ title: document.title, url: pageAddress(window.location) }, browserShareEnvironment());
    announce(outcome, t);
  };
  return (
    <div className="flex shrink-0 items-center gap-1 print:hidden" data-testid="share-buttons">
      <Button type="button" variant="outline" size="sm" onClick={() => void share()} aria-label={t('shareLabel')} data-testid="share-button">
        <Share2Icon aria-hidden="true" />
        <span className="max-sm:sr-only">{t('share')}</span>
      </Button>
      <Button type="button" variant="outline" size="sm" ref={qrButton}
        onClick={() => {
          setQrUsed(true);
          setQrOpen(true);
        }} aria-label={t('qrLabel')} aria-haspopup="dialog" data-testid="qr-button">
        <QrCodeIcon aria-hidden="true" />
        <span className="max-sm:sr-only">{t('qr')}</span>
      </Button>
      {qrUsed ? (
        <Suspense fallback={null}>
          <QrDialog open={qrOpen} url={pageAddress(window.location)} onClose={() => setQrOpen(false)} returnFocus={() => qrButton.current?.focus()} />
        </Suspense>
      ) : null}
    </div>
  );
}
