import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { DecideActions, RequestActions } from '@/features/requests/decide-request';
import { CertificationCard, RequestHeadline, certificationQueries, type CertificationBox, type CertificationFilters } from '@/entities/certification';
import { $accountId, $user } from '@/entities/session';
import { href, useLocale } from '@/shared/routes';
import { Checkbox } from '@/shared/ui/checkbox';
import { EmptyState } from '@/shared/ui/empty-state';
import { Label } from '@/shared/ui/label';
import { Skeleton } from '@/shared/ui/skeleton';

/** One box of requests; in the received box pending ones are decided per row or, selected, together. */
export function RequestList({ box, filters }: { box: CertificationBox; filters: CertificationFilters }) {
  const { t } = useTranslation('requests');
  const { t: decide } = useTranslation('decide-request');
  const locale = useLocale();
  const [accountId, user] = useUnit([$accountId, $user]);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const { data, isPending, isError } = useQuery(certificationQueries.list(box, accountId, filters));
  const account = user?.accounts.find((item) => item.id === accountId)?.name ?? '';
  if (isPending) return <Skeleton className="h-32 w-full" />;
  if (isError) return <p role="alert" className="text-destructive">{t('loadFailed')}</p>;
  if (data.length === 0) {
    return box === 'received' ? <EmptyState title={t('empty')} description={t('emptyText', { account })} /> : <EmptyState title={t('emptySent')} description={t('emptySentText')} />;
  }
  const pending = box === 'received' ? data.filter((request) => request.status === 'pending') : [];
  const chosen = pending.filter((request) => selected.has(request.id));
  const toggle = (id: number, on: boolean) => setSelected((current) => new Set([...current].filter((item) => item !== id).concat(on ? [id] : [])));
  return (
    <div className="flex flex-col gap-4">
      {pending.length > 1 ? (
        <div className="flex flex-wrap items-center gap-4 rounded-lg border p-3" data-testid="bulk-bar">
          <div className="flex items-center gap-2">
            <Checkbox
              id="select-all"
              checked={chosen.length === pending.length ? true : chosen.length > 0 ? 'indeterminate' : false}
              onCheckedChange={(on) => setSelected(new Set(on === true ? pending.map((request) => request.id) : []))}
            />
            <Label htmlFor="select-all">{t('selectAll')}</Label>
          </div>
          <span className="text-sm text-muted-foreground">{decide('bulkSelected', { count: chosen.length })}</span>
          <DecideActions requests={chosen} single={false} onDecided={() => setSelected(new Set())} />
        </div>
      ) : null}
      <ul className="grid gap-4 md:grid-cols-2" data-testid="requests-list">
        {data.map((request) => (
          <li key={request.id} className="flex gap-3">
            {request.status === 'pending' && box === 'received' && pending.length > 1 ? (
              <Checkbox className="mt-5" checked={selected.has(request.id)} aria-label={t('select', { id: request.id })} onCheckedChange={(on) => toggle(request.id, on === true)} />
            ) : null}
            <div className="flex-1">
              <CertificationCard
                request={request}
                title={<Link to={href('certification', { certificationId: request.id }, locale)} className="underline underline-offset-4"><RequestHeadline request={request} /></Link>}
                actionSlot={<RequestActions request={request} role={box === 'received' ? 'decider' : 'requester'} />}
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
