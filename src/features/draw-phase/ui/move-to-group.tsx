import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupSummary } from '@domain/contract';
import { errorMessageOf } from '@/shared/lib/form-errors';
import { Button } from '@/shared/ui/button';
import { NativeSelect } from '@/shared/ui/native-select';
import { toast } from '@/shared/ui/toaster';
import { useMoveGroupEntry } from '../api/move-group-entry.mutation';

interface MoveToGroupProps {
  /** The group the entry is in, and every group of the phase (as the draw lists them). */
  groupId: number;
  groups: GroupSummary[];
  entryId: number;
  entryName: string;
  drawVersion: number;
}

const nameOf = (entry: GroupSummary['entries'][number]) => `${entry.firstName} ${entry.lastName}`.trim();

/** The owner's menu of one entry: move it to another group, or swap it with someone there, before the first result. */
export function MoveToGroup({ groupId, groups, entryId, entryName, drawVersion }: MoveToGroupProps) {
  const { t } = useTranslation('phase');
  const { t: common } = useTranslation('common');
  const ids = useId();
  const others = groups.filter((group) => group.id !== groupId);
  const [target, setTarget] = useState(String(others[0]?.id ?? ''));
  const [swap, setSwap] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const mutation = useMoveGroupEntry();
  const targetGroup = others.find((group) => String(group.id) === target);
  if (others.length === 0) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!targetGroup) return;
    setRefusal(null);
    try {
      await mutation.mutateAsync({ groupId, input: { version: drawVersion, inscribedId: entryId, toGroupId: targetGroup.id, ...(swap ? { swapWithId: Number(swap) } : {}) } });
      toast.success(t('groups.move.moved', { name: entryName, group: targetGroup.name }));
    } catch (error) {
      setRefusal(errorMessageOf(error, common('actions.saveFailed')));
    }
  };

  return (
    <details className="text-sm" data-testid="move-to-group" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-primary underline-offset-4 hover:underline">{t('groups.move.open')}</summary>
      {open ? (
        <form onSubmit={(event) => void submit(event)} className="mt-2 grid gap-2 rounded-lg border p-3" aria-label={t('groups.move.label', { name: entryName })}>
          <label htmlFor={`${ids}-target`} className="font-medium">{t('groups.move.target')}</label>
          <NativeSelect
            id={`${ids}-target`}
            value={target}
            onChange={(event) => {
              setTarget(event.target.value);
              setSwap('');
            }}
          >
            {others.map((group) => (
              <option key={group.id} value={group.id}>{t('groups.name', { name: group.name })}</option>
            ))}
          </NativeSelect>
          <label htmlFor={`${ids}-swap`} className="font-medium">{t('groups.move.swap')}</label>
          <NativeSelect id={`${ids}-swap`} value={swap} onChange={(event) => setSwap(event.target.value)}>
            <option value="">{t('groups.move.noSwap')}</option>
            {(targetGroup?.entries ?? []).map((entry) => (
              <option key={entry.inscribedId} value={entry.inscribedId}>{nameOf(entry)}</option>
            ))}
          </NativeSelect>
          <div role="alert" className="min-h-5 text-destructive" data-testid="move-refusal">{refusal}</div>
          <Button type="submit" loading={mutation.isPending} className="h-11">{t('groups.move.submit')}</Button>
        </form>
      ) : null}
    </details>
  );
}
