import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { WifiOffIcon } from 'lucide-react';
import { PageHeader } from '@/widgets/page-header';
import { ApiRequestError } from '@/shared/api';
import { href, useLocale } from '@/shared/routes';
import { Badge } from '@/shared/ui/badge';
import { EmptyState } from '@/shared/ui/empty-state';
import { Spinner } from '@/shared/ui/spinner';
import { scorekeeperQueries } from '../api/scorekeeper.api';
import { makeInstallable } from '../lib/installable';
import { useSaveQueue } from '../model/use-save-queue';
import { KeeperMatch } from './keeper-match';

/**
 * The screen a score-keeper link opens, without an account: the matches of its scope in order of play, each with
 * its result form. Results go through a queue on the device, so the screen keeps working without connection.
 */
export function ScorekeeperPage() {
  const { t } = useTranslation('scorekeeper');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const token = useParams().token ?? '';
  const scope = useQuery({ ...scorekeeperQueries.scope(token), networkMode: 'always' });
  const { queue, items, online } = useSaveQueue(token);
  useEffect(() => {
    makeInstallable(href('scorekeeper', { token: 'x' }, locale).replace(/x$/, ''));
  }, [locale]);
  const waiting = items.filter((item) => item.state === 'queued' || item.state === 'sending').length;
  const refused = scope.error instanceof ApiRequestError ? scope.error.body.message : scope.isError ? common('actions.loadFailed') : null;
  return (
    <section data-route-id="scorekeeper" className="mx-auto max-w-3xl pb-16">
      {!online ? (
        <div role="status" className="mb-4 flex items-start gap-2 rounded-md border-2 border-foreground bg-muted p-3 font-medium text-sm" data-testid="keeper-offline">
          <WifiOffIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('offline')}
        </div>
      ) : null}
      {scope.isPending ? <Spinner label={common('loading')} /> : null}
      {refused && !scope.data ? <EmptyState title={t('unavailable')} description={<span data-testid="keeper-refused">{refused}</span>} /> : null}
      {scope.data ? (
        <>
          <PageHeader
            eyebrow={t('eyebrow')}
            title={<span data-testid="keeper-name">{t('title', { name: scope.data.name })}</span>}
            description={t('scopeOf', { tournament: scope.data.tournament, count: scope.data.matches.length })}
            actions={waiting > 0 ? <Badge variant="outline" data-testid="keeper-waiting">{t('waiting', { count: waiting })}</Badge> : null}
          />
          {scope.data.matches.length === 0 ? <p className="text-muted-foreground">{t('empty')}</p> : null}
          <ol className="space-y-4">
            {scope.data.matches.map((item) => (
              <KeeperMatch key={item.match.id} item={item} saves={items.filter((save) => save.matchId === item.match.id)} queue={queue} />
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
