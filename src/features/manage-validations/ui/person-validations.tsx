import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BadgeCheckIcon, PlusIcon } from 'lucide-react';
import type { PersonValidation } from '@domain/contract';
import { useCommunityId } from '@/entities/reference';
import { errorMessageOf } from '@/shared/lib/form-errors';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { DeleteButton } from '@/shared/ui/confirm-dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { Label } from '@/shared/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/shared/ui/select';
import { toast } from '@/shared/ui/toaster';
import { useGrantValidation, useRevokeValidation, validationQueries } from '../api/validations';
import { ManageValidationsDialog } from './manage-validations-dialog';

const today = () => new Date().toISOString().slice(0, 10);
const expired = (item: PersonValidation) => item.validation.validUntil !== null && item.validation.validUntil < today();

/**
 * The validations a person holds (medical certificate, licence…) and, for the account that defines them,
 * granting and removing them.
 */
export function PersonValidations({ personId, accountId }: { personId: number; accountId: number | null }) {
  const { t } = useTranslation('manage-validations');
  const { t: common } = useTranslation('common');
  const held = useQuery(validationQueries.ofPerson(personId)).data ?? [];
  const own = (useQuery({ ...validationQueries.list(useCommunityId()), enabled: accountId !== null }).data?.items ?? []).filter((item) => item.createdByAccountId === accountId);
  const grantable = own.filter((item) => !held.some((h) => h.validationId === item.id));
  const [chosen, setChosen] = useState('');
  const grant = useGrantValidation();
  const revoke = useRevokeValidation();

  async function add() {
    try {
      await grant.mutateAsync({ personId, validationId: Number(chosen) });
      toast.success(t('granted'));
      setChosen('');
    } catch (error) {
      toast.error(errorMessageOf(error, common('actions.saveFailed')));
    }
  }

  return (
    <section aria-labelledby="person-validations" data-testid="person-validations">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="person-validations" className="text-2xl font-bold">{t('title')}</h2>
        {accountId !== null ? <ManageValidationsDialog accountId={accountId} /> : null}
      </div>
      {held.length === 0 ? <EmptyState icon={<BadgeCheckIcon />} title={t('none')} description={t('noneHint')} /> : null}
      <ul className="flex flex-col gap-2">
        {held.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
            <div>
              <p className="font-medium">{item.validation.name}</p>
              <p className="text-sm text-muted-foreground">{item.validation.validUntil ? t('until', { date: item.validation.validUntil }) : t('noEnd')}</p>
            </div>
            <div className="flex items-center gap-2">
              <Badge variant={expired(item) ? 'outline' : 'secondary'}>{expired(item) ? t('expired') : t('valid')}</Badge>
              {item.validation.createdByAccountId === accountId ? <DeleteButton iconOnly name={item.validation.name} onDelete={() => revoke.mutateAsync(item.id)} /> : null}
            </div>
          </li>
        ))}
      </ul>
      {grantable.length > 0 ? (
        <div className="mt-4 flex flex-wrap items-end gap-2">
          <div className="flex min-w-64 flex-col gap-2">
            <Label htmlFor="grant-validation">{t('grant')}</Label>
            <Select value={chosen} onValueChange={setChosen}>
              <SelectTrigger id="grant-validation">
                <SelectValue placeholder={t('choose')} />
              </SelectTrigger>
              <SelectContent>
                {grantable.map((item) => (
                  <SelectItem key={item.id} value={String(item.id)}>
                    {item.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button type="button" disabled={!chosen} loading={grant.isPending} onClick={() => void add()}>
            <PlusIcon aria-hidden="true" />
            {t('add')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
