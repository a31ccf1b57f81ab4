import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountQueries, RoleSelect } from '@/entities/account';
import { Button } from '@/shared/ui/button';
import { Input } from '@/shared/ui/input';
import { Label } from '@/shared/ui/label';
import { useAccountAction } from '../api/account-action';
import { PendingInvitations } from './pending-invitations';
import { runAction } from './run-action';

/** The other accounts this one is shared with, each with the role template the share grants. */
export function AccountShares({ accountId }: { accountId: number }) {
  const { t } = useTranslation('profile');
  const shares = useQuery(accountQueries.shares(accountId));
  const roles = useQuery(accountQueries.roles(accountId));
  const action = useAccountAction();
  const [target, setTarget] = useState('');
  const [roleId, setRoleId] = useState<number | null>(null);
  const templates = roles.data ?? [];
  const share = async () => {
    const body = { accountId, sharedWithAccountId: Number(target), roleId };
    if (await runAction(() => action.mutateAsync({ path: 'accounts/shared', method: 'POST', body }), t('accounts.sharedToast'), t)) setTarget('');
  };
  return (
    <section aria-labelledby={`shares-${accountId}`} className="flex flex-col gap-3">
      <h3 id={`shares-${accountId}`} className="font-semibold">{t('accounts.shares')}</h3>
      {shares.data?.length ? (
        <ul className="flex flex-col divide-y rounded-md border" data-testid="account-shares">
          {shares.data.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span>
                {item.sharedWithName} <span className="text-sm text-muted-foreground">{t('accounts.id', { id: item.sharedWithAccountId })}</span>
              </span>
              <span className="flex items-center gap-2">
                <RoleSelect
                  roles={templates}
                  value={item.roleId}
                  label={t('accounts.role')}
                  onChange={(next) => void runAction(() => action.mutateAsync({ path: `accounts/shared/${item.id}`, method: 'PUT', body: { roleId: next } }), t('accounts.changed'), t)}
                />
                <Button variant="ghost" size="sm" onClick={() => void runAction(() => action.mutateAsync({ path: `accounts/shared/${item.id}`, method: 'DELETE' }), t('accounts.changed'), t)}>
                  {t('accounts.unshare')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('accounts.noShares')}</p>
      )}
      <PendingInvitations accountId={accountId} kind="share" />
      {templates.length > 0 ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void share();
          }}
        >
          <div className="flex flex-col gap-1">
            <Label htmlFor={`share-${accountId}`}>{t('accounts.shareWith')}</Label>
            <Input id={`share-${accountId}`} inputMode="numeric" pattern="[0-9]*" value={target} onChange={(event) => setTarget(event.target.value.replace(/\D/g, ''))} aria-describedby={`share-hint-${accountId}`} />
          </div>
          <div className="w-full sm:w-64">
            <RoleSelect roles={templates} value={roleId} onChange={setRoleId} label={t('accounts.role')} placeholder={t('accounts.role')} />
          </div>
          <Button type="submit" variant="outline" disabled={!target || roleId === null} loading={action.isPending}>
            {t('accounts.share')}
          </Button>
          <p id={`share-hint-${accountId}`} className="w-full text-xs text-muted-foreground">{t('accounts.shareHint')}</p>
        </form>
      ) : null}
    </section>
  );
}
