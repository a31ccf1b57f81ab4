import { useUnit } from 'effector-react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PencilIcon } from 'lucide-react';
import type { RankingView } from '@domain/contract';
import { ResourceGate } from '@/entities/access';
import { $accountId, $isAuthenticated } from '@/entities/session';
import { href, useLocale } from '@/shared/routes';
import { Button, ButtonLabel } from '@/shared/ui/button';
import { DeleteRankingButton, RankingDialog } from './lazy-tools';
import { Suspense } from '@/shared/lib/hydration';

/** The ranking's owner changes or deletes it from its page; nobody else sees (or downloads) the tools. */
export function RankingActions({ ranking }: { ranking: RankingView | undefined }) {
  const { t } = useTranslation('ranking');
  const locale = useLocale();
  const navigate = useNavigate();
  const [signedIn, accountId] = useUnit([$isAuthenticated, $accountId]);
  if (!ranking || !signedIn || ranking.createdByAccountId === null || ranking.createdByAccountId !== accountId) return null;
  return (
    <ResourceGate resource="createRanking">
      <Suspense fallback={null}>
        <div className="flex gap-1" data-testid="ranking-actions">
          <RankingDialog
            ranking={ranking}
            trigger={
              <Button variant="outline" size="sm">
                <PencilIcon aria-hidden="true" />
                <ButtonLabel>{t('edit')}</ButtonLabel>
              </Button>
            }
          />
          <DeleteRankingButton ranking={ranking} onDeleted={() => void navigate(href('rankings', {}, locale))} />
        </div>
      </Suspense>
    </ResourceGate>
  );
}
