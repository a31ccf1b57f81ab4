import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InvitationKind } from '@domain/contract';
import { accountQueries } from '@/entities/account';
import { Button } from '@/shared/ui/button';
import { useAccountAction } from '../api/account-action';
import { runAction } from './run-action';

/** The account's invitations of one kind that are not accepted yet, each with the owner's way to withdraw it. */
export function PendingInvitations({ accountId, kind }: { accountId: number; kind: InvitationKind }) {
  const { t } = useTranslation('profile');
  const invitations = useQuery(accountQueries.invitations(accountId));
  const action = useAccountAction();
  const list = (invitations.data ?? []).filter((item) => item.kind === kind);
  if (list.length === 0) return null;
  const headingId = `invitations-${kind}-${accountId}`;
  return (
    <div className="flex flex-col gap-2">
      <h4 id={headingId} className="text-sm font-semibold text-muted-foreground">
        {t('accounts.invitations')}
      </h4>
      <ul aria-labelledby={headingId} className="flex flex-col divide-y rounded-md border border-dashed" data-testid={`pending-invitations-${kind}`}>
        {list.map((item) => {
          const invited = kind === 'share' ? t('accounts.invitedAccount', { id: item.invited }) : item.invited;
          return (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span className="min-w-0 break-words">
                {invited} <span className="text-sm text-muted-foreground">{t('accounts.invitedAs', { role: item.roleName })}</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('accounts.withdrawLabel', { invited })}
                onClick={() => void runAction(() => action.mutateAsync({ path: `accounts/invitations/${item.id}`, method: 'DELETE' }), t('accounts.withdrawn'), t)}
              >
                {t('accounts.withdraw')}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
