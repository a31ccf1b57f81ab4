import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { ReceivedInvitations } from '@/features/answer-invitation';
import { CertificationCard, certificationQueries } from '@/entities/certification';
import { $accountId, $user, RequireAuth } from '@/entities/session';
import { PageHeader } from '@/widgets/page-header';
import { href, useLocale } from '@/shared/routes';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';

function Inbox() {
  const { t } = useTranslation('requests');
  const locale = useLocale();
  const [accountId, user] = useUnit([$accountId, $user]);
  const { data, isPending, isError } = useQuery(certificationQueries.inbox(accountId));
  const account = user?.accounts.find((item) => item.id === accountId)?.name ?? '';
  if (isPending) return <Skeleton className="h-32 w-full" />;
  if (isError) return <p role="alert" className="text-destructive">{t('loadFailed')}</p>;
  if (data.length === 0) return <EmptyState title={t('empty')} description={t('emptyText', { account })} />;
  return (
    <ul className="grid gap-4 md:grid-cols-2" data-testid="requests-list">
      {data.map((request) => (
        <li key={request.id}>
          <CertificationCard
            request={request}
            title={<Link to={href('certification', { certificationId: request.id }, locale)} className="underline underline-offset-4">{t('open', { id: request.id })}</Link>}
          />
        </li>
      ))}
    </ul>
  );
}

/** The inbox of the account the person acts as: requests waiting for its answer, newest first. */
export function RequestsPage() {
  const { t } = useTranslation('requests');
  return (
    <section data-route-id="requests" className="pb-16">
      <PageHeader title={t('title')} description={t('lead')} />
      <RequireAuth>
        <ReceivedInvitations />
        <Inbox />
      </RequireAuth>
    </section>
  );
}
