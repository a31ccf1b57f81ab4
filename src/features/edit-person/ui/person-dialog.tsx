import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Person, PersonKind } from '@domain/contract';
import { useSportOptions } from '@/entities/community';
import { applyServerErrors, errorMessageOf } from '@/shared/lib/form-errors';
import { schemaResolver } from '@/shared/lib/schema-resolver';
import { Form, FormField } from '@/shared/ui/form';
import { FormDialog } from '@/shared/ui/form-dialog';
import { toast } from '@/shared/ui/toaster';
import { useSavePerson } from '../api/person-mutations';
import { isGroup, PERSON_FIELDS, personDefaults, personSchema, valuesForKind, type MemberNames, type PersonValues } from '../lib/person-values';
import { sportsFor } from '../lib/sports-for';
import { AddressFields } from './address-fields';
import { ClubChoices } from './club-choices';
import { IdentityFields } from './identity-fields';
import { MemberFields, type MemberPicker } from './member-fields';

interface PersonDialogProps {
  kind: PersonKind;
  person?: Person;
  trigger: ReactNode;
  /** The people search box used to add members to doubles and teams. */
  memberPicker: MemberPicker;
  onSaved?: (person: Person) => void;
}

/** Creates or changes a player, double, team, coach, referee or affiliate, with the fields its kind has. */
export function PersonDialog({ kind, person, trigger, memberPicker, onSaved }: PersonDialogProps) {
  const { t } = useTranslation('edit-person');
  const { t: common } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const sports = sportsFor(kind, useSportOptions());
  const save = useSavePerson(kind, person?.id ?? null);
  const defaults = personDefaults(person, sports.length === 1 ? (sports[0]?.value ?? null) : null);
  const [names, setNames] = useState<MemberNames>({});
  // The kind's own contract checks the values, as the server will; its errors name the same fields.
  const resolver = schemaResolver<PersonValues, Record<string, unknown>>(personSchema(kind), (values) => valuesForKind(kind, values));
  const form = useForm<PersonValues, unknown, Record<string, unknown>>({ resolver, defaultValues: defaults });

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      toast.success(person ? common('actions.saved') : t(`created.${kind}`, { name: `${saved.firstName} ${saved.lastName}`.trim() }));
      setOpen(false);
      onSaved?.(saved);
    } catch (error) {
      if (applyServerErrors(form.setError, error, PERSON_FIELDS) === 0) toast.error(errorMessageOf(error, common('actions.saveFailed')));
    }
  });

  function toggle(next: boolean) {
    setOpen(next);
    if (!next) return;
    form.reset(defaults);
    setNames(Object.fromEntries((person?.teamMembers ?? []).map((member) => [member.personId, member.person])));
  }

  return (
    <Form {...form}>
      <FormDialog
        open={open}
        onOpenChange={toggle}
        trigger={trigger}
        title={t(`${person ? 'editTitle' : 'createTitle'}.${kind}`)}
        description={t(`descriptions.${kind}`)}
        onSubmit={() => void submit()}
        saving={save.isPending}
        dirty={form.formState.isDirty}
        labels={{ save: common('actions.save'), cancel: common('actions.cancel'), close: common('actions.close') }}
        testId="person-form"
        wide
      >
        <IdentityFields kind={kind} />
        {isGroup(kind) ? <MemberFields kind={kind} names={names} onNamed={(found) => setNames((known) => ({ ...known, [found.id]: found }))} picker={memberPicker} /> : <AddressFields />}
        <FormField control={form.control} name="clubs" render={({ field }) => <ClubChoices value={field.value} onChange={field.onChange} legend={t('fields.clubs')} />} />
      </FormDialog>
    </Form>
  );
}
