import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyIcon } from 'lucide-react';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/shared/ui/dialog';
import { Input } from '@/shared/ui/input';
import { browserShareEnvironment, shareLink } from '../lib/share-link';
import { announce } from './announce';

/** The page's address as a QR code (SVG drawn in the browser), with the link to copy. */
export function QrDialog({ open, url, onClose, returnFocus }: { open: boolean; url: string; onClose: () => void; returnFocus: () => void }) {
  const { t } = useTranslation('share');
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode').then(({ toString }) =>
      toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } }).then((markup) => {
        if (current) setSvg(markup);
      }),
    );
    return () => {
      current = false;
    };
  }, [url]);
  const copy = async () => announce(await shareLink({ title: document.title, url }, { ...browserShareEnvironment(), touch: false }), t);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent
        closeLabel={t('close')}
        className="sm:max-w-sm"
        data-testid="qr-dialog"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('qrTitle')}</DialogTitle>
          <DialogDescription>{t('qrDescription')}</DialogDescription>
        </DialogHeader>
        <div className="mx-auto flex size-64 items-center justify-center rounded-md bg-white p-2">
          {svg ? (
            <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={t('qrImage', { url })} width={240} height={240} className="size-60" data-testid="qr-image" />
          ) : (
            <span role="status" className="text-sm text-muted-foreground">
              {t('loading')}
            </span>
          )}
        </div>
        <div className="flex items-end gap-2">
          <label className="grid flex-1 gap-1 text-sm font-medium">
            {t('link')}
            <Input readOnly value={url} onFocus={(event) => event.currentTarget.select()} data-testid="share-url" />
          </label>
          <Button type="button" variant="outline" onClick={() => void copy()}>
            <CopyIcon aria-hidden="true" />
            {t('copyLink')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
