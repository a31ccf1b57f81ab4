import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { accountQueries } from '@/entities/account';
import { $accountId } from '@/entities/session';
import { useLocale } from '@/shared/routes';
import { EmptyState } from '@/shared/ui/empty-state';
import { Label } from '@/shared/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/shared/ui/select';
import { Skeleton } from '@/shared/ui/skeleton';
import { RoleEditor } from './role-editor';

/** "Plantillas de permisos": the role templates of the accounts the person owns. */
export function RoleTemplates() {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const current = useUnit($accountId);
  const accounts = useQuery(accountQueries.list());
  const owned = (accounts.data ?? []).filter((account) => account.owned);
  const [picked, setPicked] = useState<number | null>(null);
  const accountId = picked ?? owned.find((account) => account.id === current)?.id ?? owned[0]?.id ?? null;
  const roles = useQuery({ ...accountQueries.roles(accountId ?? 0), enabled: accountId !== null });
  const resources = useQuery(accountQueries.resources(locale));
  if (accounts.isPending) return <Skeleton className="h-48 w-full" />;
  if (accountId === null) return <EmptyState title={t('templates.noOwned')} />;
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-3xl text-muted-foreground">{t('templates.lead')}</p>
      <div className="flex max-w-sm flex-col gap-1">
        <Label htmlFor="templates-account">{t('templates.account')}</Label>
        <Select value={String(accountId)} onValueChange={(value) => setPicked(Number(value))}>
          <SelectTrigger id="templates-account">
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
      {roles.data?.length === 0 ? <EmptyState title={t('templates.empty')} description={t('templates.emptyText')} /> : null}
      {(roles.data ?? []).map((role) => (
        <RoleEditor key={`${role.id}-${role.version}`} accountId={accountId} resources={resources.data ?? []} role={role} />
      ))}
      <RoleEditor key={`new-${accountId}`} accountId={accountId} resources={resources.data ?? []} />
    </div>
  );
}
