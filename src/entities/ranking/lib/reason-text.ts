import type { TFunction } from 'i18next';
import type { BalanceLineView } from '@domain/contract';

/** What earned a line, in words: the position, the phase reached, the matches won or the athletes counted. */
export function reasonText(t: TFunction<'ranking'>, line: Pick<BalanceLineView, 'reason' | 'detail'>): string {
  switch (line.reason) {
    case 'position':
      return t('reasons.position', { position: line.detail });
    case 'phase':
      return t('reasons.phase', { order: line.detail });
    case 'wins':
      return t('reasons.wins', { count: line.detail });
    case 'coach':
      return t('reasons.coach', { count: line.detail });
  }
}
