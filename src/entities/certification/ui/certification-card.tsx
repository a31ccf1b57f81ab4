import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CertificationRequest, CertificationStatus } from '@domain/contract';
import { Badge } from '@/shared/ui/badge';

const STATUS_VARIANT: Record<CertificationStatus, 'outline' | 'success' | 'destructive'> = {
  pending: 'outline',
  approved: 'success',
  rejected: 'destructive',
  withdrawn: 'outline',
  expired: 'outline',
};

interface CertificationCardProps {
  request: CertificationRequest;
  /** The title, usually a link to the request's page. */
  title?: ReactNode;
  /** Filled by a feature (approve, reject…): the entity never imports one. */
  actionSlot?: ReactNode;
}

/** What a request is, in a sentence: who asks for what (the team, the tournament or the account it concerns). */
export function RequestHeadline({ request }: { request: CertificationRequest }) {
  const { t } = useTranslation('certification');
  const who = request.person?.name ?? request.requester.fullName;
  const target = request.valid?.name ?? request.team?.name ?? request.targetAccount.name;
  return <>{t(`headline.${request.type}`, { who, target })}</>;
}

export function CertificationCard({ request, title, actionSlot }: CertificationCardProps) {
  const { t, i18n } = useTranslation('certification');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(request.createdAt));
  const subject = request.person?.name ?? request.requester.fullName;
  return (
    <article className="flex flex-col gap-2 rounded-lg border p-4" data-testid="certification" data-request-id={request.id} data-status={request.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{title ?? <RequestHeadline request={request} />}</h3>
        <Badge variant={STATUS_VARIANT[request.status]}>{t(`status.${request.status}`)}</Badge>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{t('kind')}</dt>
        <dd>{t(`type.${request.type}`)}</dd>
        <dt className="text-muted-foreground">{t('who')}</dt>
        <dd>{subject}</dd>
        {/* What the request is for, named by its kind: a tournament, a team or an account. */}
        <dt className="text-muted-foreground">{t(request.valid ? 'toTournament' : request.team ? 'toTeam' : 'toAccount')}</dt>
        <dd>{request.valid?.name ?? request.team?.name ?? request.targetAccount.name}</dd>
        <dt className="text-muted-foreground">{t('date')}</dt>
        <dd>{date}</dd>
      </dl>
      {request.message ? <p className="text-sm italic">“{request.message}”</p> : null}
      {request.reason ? (
        <p className="text-sm" data-testid="certification-reason">
          {t('reason', { reason: request.reason })}
        </p>
      ) : null}
      {actionSlot}
    </article>
  );
}
