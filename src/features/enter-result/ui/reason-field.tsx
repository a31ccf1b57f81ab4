import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RESULT_REASON_MAX } from '@domain/contract';
import { Input } from '@/shared/ui/input';

interface ReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** Why the result is entered or corrected, kept in the match's history; optional. */
export function ReasonField({ value, onChange, disabled = false }: ReasonFieldProps) {
  const { t } = useTranslation('enter-result');
  const id = useId();
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id}>{t('reason')}</label>
      <Input id={id} value={value} maxLength={RESULT_REASON_MAX} disabled={disabled} onChange={(event) => onChange(event.target.value)} className="h-12" data-testid="result-reason" />
      <span className="text-xs text-muted-foreground">{t('reasonHint', { max: RESULT_REASON_MAX })}</span>
    </div>
  );
}
