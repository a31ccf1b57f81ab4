import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionResource } from '@domain/catalog';
import type { PermissionResourceInfo, RoleTemplate } from '@domain/contract';
import { ApiRequestError } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { Input } from '@/shared/ui/input';
import { Label } from '@/shared/ui/label';
import { toast } from '@/shared/ui/toaster';
import { useRoleAction } from '../api/role-action';
import { ResourceChecklist } from './resource-checklist';

interface RoleEditorProps {
  accountId: number;
  resources: PermissionResourceInfo[];
  /** Absent: the form creates a new template. */
  role?: RoleTemplate;
}

export function RoleEditor({ accountId, resources, role }: RoleEditorProps) {
  const { t } = useTranslation('profile');
  const action = useRoleAction();
  const [name, setName] = useState(role?.name ?? '');
  const [chosen, setChosen] = useState<PermissionResource[]>(role?.resources ?? []);
  const run = async (request: Parameters<typeof action.mutateAsync>[0], success: string) => {
    try {
      await action.mutateAsync(request);
      toast.success(success);
      if (!role) {
        setName('');
        setChosen([]);
      }
    } catch (error) {
      toast.error(error instanceof ApiRequestError && error.body.message ? error.body.message : t('errors:somethingWentWrong'));
    }
  };
  const save = () =>
    role
      ? run({ path: `roles/${role.id}`, method: 'PUT', body: { name, resources: chosen, version: role.version } }, t('templates.saved'))
      : run({ path: 'roles', method: 'POST', body: { accountId, name, resources: chosen } }, t('templates.created'));
  const fieldId = `role-name-${role?.id ?? 'new'}`;
  return (
    <form
      className="flex flex-col gap-4 rounded-lg border p-5"
      data-testid={role ? 'role-template' : 'new-role-template'}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="flex max-w-md flex-col gap-1">
        <Label htmlFor={fieldId}>{t('templates.name')}</Label>
        <Input id={fieldId} value={name} onChange={(event) => setName(event.target.value)} required maxLength={80} />
      </div>
      <ResourceChecklist legend={t('templates.resources')} resources={resources} value={chosen} onChange={setChosen} />
      <div className="flex gap-2">
        <Button type="submit" variant={role ? 'outline' : 'default'} disabled={!name.trim()} loading={action.isPending}>
          {role ? t('templates.save') : t('templates.create')}
        </Button>
        {role ? (
          <Button type="button" variant="ghost" onClick={() => void run({ path: `roles/${role.id}`, method: 'DELETE' }, t('templates.deleted'))}>
            {t('templates.delete')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
