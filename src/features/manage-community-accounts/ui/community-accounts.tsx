import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from 'lucide-react';
import { COMMUNITY_ROLES, type CommunityRole } from '@domain/contract';
import { communityListQueries } from '@/entities/community';
import { errorMessageOf } from '@/shared/lib/form-errors';
import { Button } from '@/shared/ui/button';
import { DeleteButton } from '@/shared/ui/confirm-dialog';
import { Input } from '@/shared/ui/input';
import { Label } from '@/shared/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/shared/ui/select';
import { toast } from '@/shared/ui/toaster';
import { useAddAccount, useChangeRole, useRemoveAccount } from '../api/community-accounts';

/** The accounts that run a community: admins change it and its accounts, members publish in it. */
export function CommunityAccounts({ communityId }: { communityId: number }) {
  const { t } = useTranslation('community-accounts');
  const { t: common } = useTranslation('common');
  const accounts = useQuery(communityListQueries.accounts(communityId)).data ?? [];
  const add = useAddAccount(communityId);
  const change = useChangeRole(communityId);
  const remove = useRemoveAccount(communityId);
  const [accountId, setAccountId] = useState('');
  const [role, setRole] = useState<CommunityRole>('member');
  const report = (error: unknown) => toast.error(errorMessageOf(error, common('actions.saveFailed')));

  return (
    <section aria-labelledby="community-accounts" data-testid="community-accounts">
      <h2 id="community-accounts" className="mb-2 text-2xl font-bold">{t('title')}</h2>
      <p className="mb-4 text-muted-foreground">{t('lead')}</p>
      <ul className="mb-6 flex flex-col gap-2">
        {accounts.map((account) => (
          <li key={account.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
            <span className="font-medium">{t('account', { name: account.accountName, id: account.accountId })}</span>
            <span className="flex items-center gap-2">
              <Select value={account.role} onValueChange={(next) => void change.mutateAsync({ id: account.id, role: next as CommunityRole, version: account.version }).then(() => toast.success(common('actions.saved')), report)}>
                <SelectTrigger className="w-40" aria-label={t('roleOf', { name: account.accountName })}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {COMMUNITY_ROLES.map((value) => (
                    <SelectItem key={value} value={value}>
                      {t(`roles.${value}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <DeleteButton iconOnly name={account.accountName} onDelete={() => remove.mutateAsync(account.id)} />
            </span>
          </li>
        ))}
      </ul>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void add.mutateAsync({ accountId: Number(accountId), role }).then(() => {
            toast.success(t('added'));
            setAccountId('');
          }, report);
        }}
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor="add-account-id">{t('accountId')}</Label>
          <Input id="add-account-id" inputMode="numeric" pattern="[0-9]+" value={accountId} onChange={(event) => setAccountId(event.target.value.replace(/\D/g, ''))} className="w-40" />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="add-account-role">{t('role')}</Label>
          <Select value={role} onValueChange={(next) => setRole(next as CommunityRole)}>
            <SelectTrigger id="add-account-role" className="w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {COMMUNITY_ROLES.map((value) => (
                <SelectItem key={value} value={value}>
                  {t(`roles.${value}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button type="submit" disabled={!accountId} loading={add.isPending}>
          <PlusIcon aria-hidden="true" />
          {t('add')}
        </Button>
      </form>
    </section>
  );
}
