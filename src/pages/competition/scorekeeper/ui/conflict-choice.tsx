import { useTranslation } from 'react-i18next';
import type { MatchRules } from '@domain/engine';
import { Button } from '@/shared/ui/button';
import { scoreText } from '../lib/score-text';
import type { QueuedSave } from '../model/save-queue';

/** Someone saved first: both scores, and the keeper chooses which stands. Nothing is dropped without that choice. */
export function ConflictChoice({ save, rules, onKeepMine, onKeepTheirs }: { save: QueuedSave; rules: MatchRules; onKeepMine: () => void; onKeepTheirs: () => void }) {
  const { t } = useTranslation('scorekeeper');
  return (
    <div role="alert" className="space-y-2 rounded-md border border-destructive/60 bg-destructive/5 p-3 text-sm" data-testid="keeper-conflict">
      <p className="font-semibold">{t('conflict.title')}</p>
      <p data-testid="keeper-conflict-mine">{t('conflict.mine', { score: scoreText(save.result, rules) ?? '' })}</p>
      <p data-testid="keeper-conflict-theirs">{t('conflict.theirs', { score: scoreText(save.theirs?.result ?? null, rules) ?? t('noScore') })}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={onKeepMine}>
          {t('conflict.keepMine')}
        </Button>
        <Button type="button" variant="outline" onClick={onKeepTheirs}>
          {t('conflict.keepTheirs')}
        </Button>
      </div>
    </div>
  );
}
