import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toaster';

/** The address of a link just made, with its QR code (the encoder loads only here) and a copy button. */
export function LinkShare({ name, url }: { name: string; url: string }) {
  const { t } = useTranslation('scorekeeper-links');
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then((QRCode) => QRCode.toDataURL(url, { margin: 1, width: 220 })).then((data) => {
      if (live) setQr(data);
    });
    return () => {
      live = false;
    };
  }, [url]);
  const copy = async () => {
    await navigator.clipboard.writeText(url);
    toast.success(t('copied'));
  };
  return (
    <div className="flex flex-col gap-3 rounded-md border p-3 sm:flex-row sm:items-center" data-testid="scorekeeper-share">
      {qr ? <img src={qr} width={160} height={160} alt={t('qrOf', { name })} className="size-40 self-center bg-white" /> : <div className="size-40 self-center" />}
      <div className="min-w-0 space-y-2">
        <p className="text-sm">{t('onlyOnce')}</p>
        <code className="block break-all rounded bg-muted p-2 text-xs" data-testid="scorekeeper-url">
          {url}
        </code>
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {t('copy')}
        </Button>
      </div>
    </div>
  );
}
