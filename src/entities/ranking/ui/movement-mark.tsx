import { useTranslation } from 'react-i18next';
import { ArrowDownIcon, ArrowUpIcon, MinusIcon } from 'lucide-react';
import type { Movement } from '@domain/rankings';

/**
 * How a row moved since the latest snapshot: an arrow and the places for the eye, a sentence for screen readers
 * (the arrow alone says nothing to them).
 */
export function MovementMark({ movement }: { movement: Movement }) {
  const { t } = useTranslation('ranking');
  if (movement.kind === 'new') {
    return (
      <span data-movement="new" className="inline-flex rounded-full border border-primary px-1.5 text-[0.7rem] font-semibold tracking-wide text-primary uppercase">
        <span aria-hidden="true">{t('movement.newShort')}</span>
        <span className="sr-only">{t('movement.new')}</span>
      </span>
    );
  }
  if (movement.kind === 'same') {
    return (
      <span data-movement="same" className="inline-flex items-center text-muted-foreground">
        <MinusIcon aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('movement.same')}</span>
      </span>
    );
  }
  const up = movement.kind === 'up';
  const Icon = up ? ArrowUpIcon : ArrowDownIcon;
  return (
    <span data-movement={movement.kind} className={up ? 'inline-flex items-center gap-0.5 font-semibold text-success' : 'inline-flex items-center gap-0.5 font-semibold text-destructive'}>
      <Icon aria-hidden="true" className="size-4" />
      <span aria-hidden="true">{movement.by}</span>
      <span className="sr-only">{t(up ? 'movement.up' : 'movement.down', { count: movement.by })}</span>
    </span>
  );
}
