import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountQueries } from '@/entities/account';
import { Button } from '@/shared/ui/button';
import { Input } from '@/shared/ui/input';
import { Label } from '@/shared/ui/label';
import { Skeleton } from '@/shared/ui/skeleton';
import { useAccountAction } from '../api/account-action';
import { AccountCard } from './account-card';
import { runAction } from './run-action';

/** "Administrar tus cuentas": every account the person may act as, and a new one of their own. */
export function AccountsAdmin() {
  const { t } = useTranslation('profile');
  const accounts = useQuery(accountQueries.list());
  const action = useAccountAction();
  const [name, setName] = useState('');
  if (accounts.isPending) return <Skeleton className="h-48 w-full" />;
  if (accounts.isError) return <p role="alert" className="text-destructive">{t('errors:somethingWentWrong')}</p>;
  const create = async () => {
    if (await runAction(() => action.mutateAsync({ path: 'accounts', method: 'POST', body: { name } }), t('accounts.created'), t)) setName('');
  };
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-3xl text-muted-foreground">{t('accounts.lead')}</p>
      {accounts.data.map((account) => (
        <AccountCard key={`${account.id}-${account.version}`} account={account} />
      ))}
      <form
        className="flex flex-wrap items-end gap-2 rounded-lg border border-dashed p-5"
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <div className="flex min-w-64 flex-col gap-1">
          <Label htmlFor="new-account-name">{t('accounts.createName')}</Label>
          <Input id="new-account-name" value={name} onChange={(event) => setName(event.target.value)} maxLength={120} />
        </div>
        <Button type="submit" disabled={!name.trim()} loading={action.isPending}>
          {t('accounts.create')}
        </Button>
      </form>
    </div>
  );
}
