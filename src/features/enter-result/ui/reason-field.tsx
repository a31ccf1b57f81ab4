import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RESULT_REASON_MAX } from '@domain/contract';
import { Input } from '@/shared/ui/input';

interface ReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** A correction after the tournament or phase finished must say why. */
  required?: boolean;
  max?: number;
  /** What is wrong with the reason, shown under it. */
  error?: string | null;
}

/** Why the result is entered or corrected, kept in the match's history; optional unless `required`. */
export function ReasonField({ value, onChange, disabled = false, required = false, max = RESULT_REASON_MAX, error = null }: ReasonFieldProps) {
  const { t } = useTranslation('enter-result');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id}>{required ? t('reasonRequired') : t('reason')}</label>
      <Input
        id={id}
        value={value}
        maxLength={max}
        disabled={disabled}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        onChange={(event) => onChange(event.target.value)}
        className="h-12"
        data-testid="result-reason"
      />
      {error ? (
        <span id={errorId} className="text-destructive" data-testid="result-reason-error">
          {error}
        </span>
      ) : null}
      <span id={hintId} className="text-xs text-muted-foreground">
        {t('reasonHint', { max })}
      </span>
    </div>
  );
}
