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

/** Users of an account with their role template: change it, remove them, invite someone by username or email. */
export function AccountMembers({ accountId }: { accountId: number }) {
  const { t } = useTranslation('profile');
  const members = useQuery(accountQueries.members(accountId));
  const roles = useQuery(accountQueries.roles(accountId));
  const action = useAccountAction();
  const [user, setUser] = useState('');
  const [roleId, setRoleId] = useState<number | null>(null);
  const templates = roles.data ?? [];
  const add = async () => {
    const done = await runAction(() => action.mutateAsync({ path: 'accounts/users', method: 'POST', body: { accountId, user, roleId } }), t('accounts.added'), t);
    if (done) setUser('');
  };
  return (
    <section aria-labelledby={`members-${accountId}`} className="flex flex-col gap-3">
      <h3 id={`members-${accountId}`} className="font-semibold">{t('accounts.members')}</h3>
      <ul className="flex flex-col divide-y rounded-md border" data-testid="account-members">
        {(members.data ?? []).map((member) => (
          <li key={member.userId} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <span>
              {member.fullName} <span className="text-sm text-muted-foreground">@{member.user}</span>
            </span>
            {member.isOwner ? (
              <span className="text-sm text-muted-foreground">{t('accounts.owner')}</span>
            ) : (
              <span className="flex items-center gap-2">
                <RoleSelect
                  roles={templates}
                  value={member.roleId}
                  label={t('accounts.role')}
                  placeholder={t('accounts.noRole')}
                  onChange={(next) => void runAction(() => action.mutateAsync({ path: `accounts/users/${member.userId}`, method: 'PUT', body: { accountId, roleId: next } }), t('accounts.changed'), t)}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('accounts.removeLabel', { name: member.fullName })}
                  onClick={() => void runAction(() => action.mutateAsync({ path: `accounts/users/${member.userId}`, method: 'DELETE', query: { accountId } }), t('accounts.changed'), t)}
                >
                  {t('accounts.remove')}
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
      <PendingInvitations accountId={accountId} kind="member" />
      {templates.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('accounts.needTemplate')}</p>
      ) : (
        <form
          className="flex flex-wrap items-end gap-2"
          data-testid="invite-user"
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <div className="flex flex-col gap-1">
            <Label htmlFor={`add-user-${accountId}`}>{t('accounts.addUser')}</Label>
            <Input
              id={`add-user-${accountId}`}
              value={user}
              onChange={(event) => setUser(event.target.value)}
              required
              autoCapitalize="none"
              autoComplete="off"
              aria-describedby={`add-user-hint-${accountId}`}
            />
          </div>
          <div className="w-full sm:w-64">
            <RoleSelect roles={templates} value={roleId} onChange={setRoleId} label={t('accounts.role')} placeholder={t('accounts.role')} />
          </div>
          <Button type="submit" variant="outline" disabled={!user.trim() || roleId === null} loading={action.isPending}>
            {t('accounts.add')}
          </Button>
          <p id={`add-user-hint-${accountId}`} className="w-full text-xs text-muted-foreground">
            {t('accounts.addHint')}
          </p>
        </form>
      )}
    </section>
  );
}
