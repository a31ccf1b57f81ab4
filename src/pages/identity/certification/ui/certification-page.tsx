import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { RequestActions } from '@/features/requests/decide-request';
import { CertificationCard, CertificationHistory, certificationQueries } from '@/entities/certification';
import { $accountId, $user, RequireAuth } from '@/entities/session';
import { PageHeader } from '@/widgets/page-header';
import { href, useLocale } from '@/shared/routes';
import { Skeleton } from '@/shared/ui/skeleton';

function Detail({ id }: { id: number }) {
  const { t } = useTranslation('requests');
  const locale = useLocale();
  const navigate = useNavigate();
  const [accountId, user] = useUnit([$accountId, $user]);
  const { data, isPending, isError } = useQuery(certificationQueries.detail(id));
  if (isPending) return <Skeleton className="h-40 w-full" />;
  if (isError) return <p role="alert" className="text-destructive">{t('notFound')}</p>;
  // After a decision the spec's message says the person is sent on: back to the inbox.
  const back = () => navigate(href('requests', {}, locale));
  const actions =
    data.targetAccount.id === accountId ? <RequestActions request={data} role="decider" onDecided={back} sendsOn /> : data.requester.id === user?.id ? <RequestActions request={data} role="requester" /> : null;
  return (
    <>
      <CertificationCard request={data} actionSlot={actions} />
      <CertificationHistory request={data} />
    </>
  );
}

/** One request with its history, for its requester and for the account that receives it. */
export function CertificationPage() {
  const { t } = useTranslation('requests');
  const locale = useLocale();
  const id = Number(useParams().certificationId);
  return (
    <section data-route-id="certification" className="max-w-2xl pb-16">
      <PageHeader title={t('detailTitle')} />
      <RequireAuth>
        <Detail id={id} />
      </RequireAuth>
      <Link to={href('requests', {}, locale)} className="mt-6 inline-block underline underline-offset-4">{t('back')}</Link>
    </section>
  );
}
