import { useTranslation } from 'react-i18next';
import type { Side } from '@domain/engine';

interface WalkoverSelectProps {
  value: Side | null;
  homeName: string;
  awayName: string;
  disabled: boolean;
  onChange: (value: Side | null) => void;
}

/** Whether the match was played, or which side did not show up (a walkover). */
export function WalkoverSelect({ value, homeName, awayName, disabled, onChange }: WalkoverSelectProps) {
  const { t } = useTranslation('enter-result');
  return (
    <label className="flex flex-col gap-1 text-sm">
      {t('walkover')}
      <select
        className="h-12 rounded-md border border-input bg-background px-2"
        disabled={disabled}
        value={value ?? ''}
        onChange={(event) => {
          const chosen = event.target.value;
          onChange(chosen === 'home' || chosen === 'away' ? chosen : null);
        }}
      >
        <option value="">{t('walkoverNone')}</option>
        <option value="home">{t('walkoverBy', { side: homeName })}</option>
        <option value="away">{t('walkoverBy', { side: awayName })}</option>
      </select>
    </label>
  );
}
