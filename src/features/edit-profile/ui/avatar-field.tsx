import { useRef } from 'react';
import { IMAGE_MAX_BYTES, IMAGE_MAX_MB } from '@domain/contract';
import { useTranslation } from 'react-i18next';
import { Avatar, AvatarFallback, AvatarImage } from '@/shared/ui/avatar';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toaster';
import { useUploadAvatar } from '../api/profile.api';
import { toastFailure } from './feedback';


/** Uploads the chosen picture at once and hands its address to the form, which saves it with the rest. */
export function AvatarField({ value, initials, onChange }: { value: string | null; initials: string; onChange: (url: string | null) => void }) {
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) return void toast.error(t('errors:uploadTooLarge'));
    try {
      onChange((await upload.mutateAsync(file)).url);
    } catch (error) {
      toastFailure(error, t);
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  return (
    <fieldset className="flex items-center gap-4">
      <legend className="mb-2 text-sm font-medium">{t('info.avatar')}</legend>
      <Avatar className="size-20">
        {value ? <AvatarImage src={value} alt="" /> : null}
        <AvatarFallback className="text-xl">{initials}</AvatarFallback>
      </Avatar>
      <div className="flex flex-col gap-2">
        <input ref={input} id="avatar-file" type="file" accept="image/png,image/jpeg,image/webp" className="sr-only" aria-label={t('info.avatar')} tabIndex={-1} onChange={(event) => void choose(event.target.files?.[0])} data-testid="avatar-input" />
        <div className="flex gap-2">
          <Button type="button" variant="outline" size="sm" loading={upload.isPending} onClick={() => input.current?.click()}>
            {t('info.avatarChange')}
          </Button>
          {value ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
              {t('info.avatarRemove')}
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-muted-foreground">{t('info.avatarHint', { max: IMAGE_MAX_MB })}</p>
      </div>
    </fieldset>
  );
}
