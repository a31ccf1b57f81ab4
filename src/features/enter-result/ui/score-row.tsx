import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import type { ScoreDraft } from '../lib/result-draft';

interface Props {
  label: string;
  home: string;
  away: string;
  value: ScoreDraft;
  disabled: boolean;
  onChange: (value: ScoreDraft) => void;
  /** The id of the message that says what is wrong with this row's score, which marks both its fields. */
  errorId?: string;
}

/** The row's label, then each side's column, wide enough for a name to wrap in a word or two per line. */
const COLUMNS = 'grid grid-cols-[minmax(0,1fr)_5rem_0.5rem_5rem] items-center gap-x-2';

/** The sides' names over their columns, whole: a long name wraps instead of being cut. */
export function ScoreHeader({ home, away }: { home: string; away: string }) {
  const name = 'text-center text-xs font-semibold leading-tight break-words [overflow-wrap:anywhere]';
  return (
    <div className={cn(COLUMNS, 'items-end')} aria-hidden="true" data-testid="score-sides">
      <span />
      <span className={name}>{home}</span>
      <span />
      <span className={name}>{away}</span>
    </div>
  );
}

/** One period per row: large numeric fields that open the phone's number pad. */
export function ScoreRow({ label, home, away, value, disabled, onChange, errorId }: Props) {
  const { t } = useTranslation('enter-result');
  const field = (side: 'home' | 'away', name: string) => (
    <input
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={3}
      autoComplete="off"
      disabled={disabled}
      aria-label={t('scoreOf', { row: label, side: name })}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      value={value[side]}
      onChange={(event) => onChange({ ...value, [side]: event.target.value.replace(/\D/g, '') })}
      className={cn(
        'h-12 w-full rounded-md border border-input bg-background text-center text-lg tabular-nums focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50',
        errorId && 'border-2 border-destructive',
      )}
    />
  );
  return (
    <div className={COLUMNS} role="group" aria-label={label}>
      <span className={cn('text-sm font-medium break-words', errorId && 'text-destructive')}>{label}</span>
      {field('home', home)}
      <span aria-hidden="true" className="text-center">–</span>
      {field('away', away)}
    </div>
  );
}
