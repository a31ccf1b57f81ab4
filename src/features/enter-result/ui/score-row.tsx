import { useTranslation } from 'react-i18next';
import type { ScoreDraft } from '../lib/result-draft';

interface Props {
  label: string;
  home: string;
  away: string;
  value: ScoreDraft;
  disabled: boolean;
  onChange: (value: ScoreDraft) => void;
}

/** One period per row: large numeric fields that open the phone's number pad. */
export function ScoreRow({ label, home, away, value, disabled, onChange }: Props) {
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
      value={value[side]}
      onChange={(event) => onChange({ ...value, [side]: event.target.value.replace(/\D/g, '') })}
      className="h-12 w-16 rounded-md border border-input bg-background text-center text-lg tabular-nums focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
    />
  );
  return (
    <div className="flex items-center justify-between gap-3" role="group" aria-label={label}>
      <span className="min-w-0 flex-1 text-sm font-medium">{label}</span>
      {field('home', home)}
      <span aria-hidden="true">–</span>
      {field('away', away)}
    </div>
  );
}
