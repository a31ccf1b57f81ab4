import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $isAuthenticated } from '@/entities/session';
import { ApiRequestError } from '@/shared/api';
import { href, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toaster';
import { eligibilityQuery, useAsk, type AskTarget } from '../api/request-entry.api';

interface AskButtonProps {
  target: AskTarget;
  /** The tournament's or team's name, for the button's accessible name. */
  name: string;
}

/**
 * "Enter" on a tournament, "Join" on a team: asks, or says why the user may not, or links to the request already
 * waiting. Signed-out visitors see nothing.
 */
export function AskButton({ target, name }: AskButtonProps) {
  const { t } = useTranslation('request-entry');
  const locale = useLocale();
  const signedIn = useUnit($isAuthenticated);
  const eligibility = useQuery({ ...eligibilityQuery(target, locale), enabled: signedIn });
  const ask = useAsk();
  const entering = 'validId' in target;
  if (!signedIn || !eligibility.data) return null;
  const { eligible, reason, pendingRequestId, requiresApproval } = eligibility.data;
  const submit = async () => {
    try {
      const request = await ask.mutateAsync(target);
      toast.success(request.status === 'approved' ? t('entered') : t('sent', { account: request.targetAccount.name }));
    } catch (error) {
      toast.error(error instanceof ApiRequestError && error.body.message ? error.body.message : t('errors:somethingWentWrong'));
    }
  };
  if (pendingRequestId !== null) {
    return (
      <div className="flex flex-wrap items-center gap-2" data-testid="ask-pending">
        <span className="text-sm text-muted-foreground">{t('pending')}</span>
        <Button asChild size="sm" variant="outline">
          <Link to={href('certification', { certificationId: pendingRequestId }, locale)}>{t('viewRequest')}</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex max-w-sm flex-col items-start gap-1" data-testid="ask">
      <Button disabled={!eligible} loading={ask.isPending} aria-label={t(entering ? 'enterLabel' : 'joinLabel', { name })} onClick={() => void submit()}>
        {t(entering ? 'enter' : 'join')}
      </Button>
      {!eligible && reason ? (
        <p className="text-sm text-muted-foreground" data-testid="ask-reason">
          {t(entering ? 'notEligible' : 'cannotJoin', { reason })}
        </p>
      ) : null}
      {eligible && entering && requiresApproval ? <p className="text-sm text-muted-foreground">{t('approvalNote')}</p> : null}
    </div>
  );
}
