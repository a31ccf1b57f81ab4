import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import type { ApiKeyCreated } from '@domain/contract';
import { accountQueries } from '@/entities/account';
import { $accountId } from '@/entities/session';
import { EmptyState } from '@/shared/ui/empty-state';
import { Label } from '@/shared/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/shared/ui/select';
import { Skeleton } from '@/shared/ui/skeleton';
import { useCreateApiKey, useRevokeApiKey } from '../api/api-key-mutations';
import { CreateKeyForm } from './create-key-form';
import { KeyList } from './key-list';
import { KeySecret } from './key-secret';

/** "Claves de API": the keys programs use to act as an account the person owns; make, see once, list and revoke. */
export function ApiKeys() {
  const { t } = useTranslation('api-keys');
  const current = useUnit($accountId);
  const accounts = useQuery(accountQueries.list());
  const owned = (accounts.data ?? []).filter((account) => account.owned);
  const [picked, setPicked] = useState<number | null>(null);
  const accountId = picked ?? owned.find((account) => account.id === current)?.id ?? owned[0]?.id ?? null;
  if (accounts.isPending) return <Skeleton className="h-48 w-full" />;
  if (accountId === null) return <EmptyState title={t('noOwned')} />;
  return (
    <div className="flex flex-col gap-6" data-testid="api-keys">
      <p className="max-w-3xl text-muted-foreground">{t('lead')}</p>
      {owned.length > 1 ? (
        <div className="flex max-w-sm flex-col gap-1">
          <Label htmlFor="api-keys-account">{t('account')}</Label>
          <Select value={String(accountId)} onValueChange={(value) => setPicked(Number(value))}>
            <SelectTrigger id="api-keys-account">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {owned.map((account) => (
                <SelectItem key={account.id} value={String(account.id)}>
                  {account.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      ) : null}
      <AccountKeys key={accountId} accountId={accountId} />
    </div>
  );
}

function AccountKeys({ accountId }: { accountId: number }) {
  const { t } = useTranslation('api-keys');
  const keys = useQuery(accountQueries.apiKeys(accountId));
  const create = useCreateApiKey(accountId);
  const revoke = useRevokeApiKey(accountId);
  const [made, setMade] = useState<ApiKeyCreated | null>(null);
  return (
    <>
      {made ? <KeySecret made={made} onDone={() => setMade(null)} /> : <CreateKeyForm onCreate={(input) => create.mutateAsync(input)} onCreated={setMade} />}
      <section aria-labelledby="api-keys-list-title" className="flex flex-col gap-3">
        <h2 id="api-keys-list-title" className="text-lg font-semibold">
          {t('list.title')}
        </h2>
        {keys.isPending ? <Skeleton className="h-24 w-full" /> : <KeyList keys={keys.data ?? []} onRevoke={(key) => revoke.mutateAsync(key)} />}
      </section>
    </>
  );
}
