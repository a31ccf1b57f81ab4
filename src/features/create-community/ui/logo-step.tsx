import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageField } from '@/entities/reference';
import { Button } from '@/shared/ui/button';

/** Step 2: the community's logo, uploaded now; without one the platform's logo is used. */
export function LogoStep({ logo, onNext, onBack }: { logo: string | null; onNext: (logo: string | null) => void; onBack: () => void }) {
  const { t } = useTranslation('create-community');
  const [value, setValue] = useState(logo);
  return (
    <div className="flex flex-col gap-5" data-testid="wizard-logo">
      <p className="text-muted-foreground">{t('logoHint')}</p>
      <ImageField value={value} onChange={setValue} label={t('logoLabel')} />
      <div className="flex justify-between">
        <Button type="button" variant="outline" onClick={onBack}>
          {t('back')}
        </Button>
        <Button type="button" onClick={() => onNext(value)}>
          {value ? t('next') : t('skipLogo')}
        </Button>
      </div>
    </div>
  );
}
