import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CertificationCard, certificationQueries } from '@/entities/certification';
import { href, useLocale } from '@/shared/routes';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';

/** The certifications tab: the requests the user made, with their status. */
export function MyRequests({ userId }: { userId: number }) {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const { data, isPending, isError } = useQuery(certificationQueries.ofUser(userId));
  if (isPending) return <Skeleton className="h-32 w-full" />;
  if (isError) return <p role="alert" className="text-destructive">{t('errors:somethingWentWrong')}</p>;
  if (data.length === 0) return <EmptyState title={t('certifications.empty')} description={t('certifications.emptyText')} />;
  return (
    <ul className="grid gap-4 md:grid-cols-2" data-testid="my-requests">
      {data.map((request) => (
        <li key={request.id}>
          <CertificationCard
            request={request}
            title={<Link to={href('certification', { certificationId: request.id }, locale)} className="underline underline-offset-4">{t(`certification:type.${request.type}`)}</Link>}
          />
        </li>
      ))}
    </ul>
  );
}
