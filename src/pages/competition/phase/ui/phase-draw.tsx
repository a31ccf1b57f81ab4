import { useQuery } from '@tanstack/react-query';
import type { Phase } from '@domain/contract';
import { matchQueries } from '@/entities/match';
import { LoadState } from '@/shared/ui/load-state';
import { useLoadLabels } from '../model/use-load-labels';
import { DrawSummary } from './draw-summary';
import { DrawPhaseForm } from './lazy-tools';
import { NotDrawn } from './not-drawn';
import { Suspense } from '@/shared/lib/hydration';

/** How the phase was drawn, for everyone; for the owner the form that draws it, or redraws it until a result exists. */
export function PhaseDraw({ phase, allowEdit }: { phase: Phase; allowEdit: boolean }) {
  const labels = useLoadLabels();
  const draw = useQuery(matchQueries.draw(phase.id));
  const matches = useQuery({ ...matchQueries.list(phase.id), enabled: Boolean(draw.data) });
  const locked = (matches.data ?? []).some((match) => match.status === 'played');
  const pending = draw.isPending || (Boolean(draw.data) && matches.isPending);
  return (
    <LoadState pending={pending} failed={draw.isError || matches.isError} onRetry={() => void Promise.all([draw.refetch(), matches.refetch()])} labels={labels}>
      <div className="space-y-8">
        {draw.data ? <DrawSummary draw={draw.data} /> : <NotDrawn />}
        {allowEdit ? (
          <Suspense fallback={null}>
            <DrawPhaseForm key={draw.data?.version ?? 0} phase={phase} draw={draw.data ?? null} locked={locked} />
          </Suspense>
        ) : null}
      </div>
    </LoadState>
  );
}
