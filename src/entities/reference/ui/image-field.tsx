import { useId, useRef, useState } from 'react';
import { IMAGE_MAX_MB } from '@domain/contract';
import { useTranslation } from 'react-i18next';
import { ImageIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { ApiRequestError } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { uploadImage } from '../api/upload-image';

interface ImageFieldProps {
  /** The stored image address, or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** Accessible name of the picture and its buttons ("Logo", "Foto"). */
  label: string;
  /** Rounded for people, square for logos. */
  shape?: 'round' | 'square';
}

/** Picks an image, uploads it at once and hands back its address; shows it, lets it be replaced or removed. */
export function ImageField({ value, onChange, label, shape = 'square' }: ImageFieldProps) {
  const { t } = useTranslation('reference');
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pick(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      onChange((await uploadImage(file)).url);
    } catch (cause) {
      setError(cause instanceof ApiRequestError ? cause.body.fields?.[0]?.message || cause.body.message || t('image.failed') : t('image.failed'));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  }

  const frame = shape === 'round' ? 'rounded-full' : 'rounded-lg';
  return (
    <div className="flex items-center gap-4" data-testid="image-field">
      <div className={`flex size-20 shrink-0 items-center justify-center overflow-hidden border bg-muted ${frame}`}>
        {value ? <img src={value} alt={label} className="size-full object-contain" /> : <ImageIcon aria-hidden="true" className="size-8 text-muted-foreground" />}
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="sr-only"
            tabIndex={-1}
            aria-label={t('image.choose', { label })}
            onChange={(event) => void pick(event.target.files?.[0])}
            data-testid="image-input"
          />
          <Button type="button" variant="outline" size="sm" loading={uploading} onClick={() => input.current?.click()} aria-describedby={error ? errorId : undefined}>
            <UploadIcon aria-hidden="true" />
            {value ? t('image.change', { label }) : t('image.upload', { label })}
          </Button>
          {value ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
              <Trash2Icon aria-hidden="true" />
              {t('image.remove')}
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-muted-foreground">{t('image.hint', { max: IMAGE_MAX_MB })}</p>
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
