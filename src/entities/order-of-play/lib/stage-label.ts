import type { TFunction } from 'i18next';
import type { Locale } from '@domain/catalog';
import type { OrderOfPlayStage } from '@domain/contract';
import { roundName } from '@domain/engine';

/** "Grupo A · Ronda 2", or the knockout round's name ("Semifinales"). */
export function stageLabel(stage: OrderOfPlayStage, t: TFunction<'order-of-play'>, locale: Locale): string {
  if (stage.kind === 'knockout') return roundName(stage.thirdPlace ? 3 : stage.entriesInRound, locale);
  const round = t('round', { round: stage.round });
  return stage.groupName ? `${stage.groupName} · ${round}` : round;
}
