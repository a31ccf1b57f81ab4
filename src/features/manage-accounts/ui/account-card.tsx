import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import type { ManagedAccount } from '@domain/contract';
import { $accountId, accountSelected } from '@/entities/session';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Input } from '@/shared/ui/input';
import { Label } from '@/shared/ui/label';
import { useAccountAction } from '../api/account-action';
import { AccountMembers } from './account-members';
import { AccountShares } from './account-shares';
import { runAction } from './run-action';

/** One account: its number (to be shared with), the switch to it, and for owners its name, users and shares. */
export function AccountCard({ account }: { account: ManagedAccount }) {
  const { t } = useTranslation('profile');
  const [current, select] = useUnit([$accountId, accountSelected]);
  const action = useAccountAction();
  const [name, setName] = useState(account.name);
  const rename = () => runAction(() => action.mutateAsync({ path: 'accounts', method: 'PUT', body: { id: account.id, name, version: account.version } }), t('accounts.saved'), t);
  return (
    <article className="flex flex-col gap-5 rounded-lg border p-5" data-testid="managed-account" data-account-id={account.id}>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-bold">{account.name}</h2>
          <p className="text-sm text-muted-foreground">{t('accounts.id', { id: account.id })}</p>
        </div>
        <div className="flex items-center gap-2">
          {account.shared ? <Badge variant="outline">{t('accounts.shared')}</Badge> : null}
          {current === account.id ? (
            <Badge>{t('accounts.current')}</Badge>
          ) : (
            <Button variant="outline" size="sm" onClick={() => select(account.id)}>
              {t('accounts.use')}
            </Button>
          )}
        </div>
      </header>
      {account.owned ? (
        <>
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void rename();
            }}
          >
            <div className="flex min-w-64 flex-col gap-1">
              <Label htmlFor={`account-name-${account.id}`}>{t('accounts.rename')}</Label>
              <Input id={`account-name-${account.id}`} value={name} onChange={(event) => setName(event.target.value)} required maxLength={120} />
            </div>
            <Button type="submit" variant="outline" disabled={!name.trim() || name === account.name} loading={action.isPending}>
              {t('accounts.save')}
            </Button>
          </form>
          <AccountMembers accountId={account.id} />
          <AccountShares accountId={account.id} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{t('accounts.onlyOwner')}</p>
      )}
    </article>
  );
}
