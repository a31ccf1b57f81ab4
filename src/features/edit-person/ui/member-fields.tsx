import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { XIcon } from 'lucide-react';
import { MODALITY_IDS, findSport } from '@domain/catalog';
import type { PersonKind, PersonSummary } from '@domain/contract';
import { Button } from '@/shared/ui/button';
import { FormField, FormItem, FormMessage } from '@/shared/ui/form';
import type { MemberNames, PersonValues } from '../lib/person-values';

/** What the form needs from a people search box; the page hands one in (a feature does not import another). */
export interface MemberPickerProps {
  label: string;
  modalityId: number;
  exclude: number[];
  onSelect: (person: PersonSummary) => void;
  testId: string;
}
export type MemberPicker = (props: MemberPickerProps) => ReactNode;

interface MemberFieldsProps {
  kind: PersonKind;
  names: MemberNames;
  onNamed: (person: PersonSummary) => void;
  picker: MemberPicker;
}

/** The players of a double (exactly two) or a team (up to its sport's roster limit), found by name. */
export function MemberFields({ kind, names, onNamed, picker }: MemberFieldsProps) {
  const { t } = useTranslation('edit-person');
  const { control, setValue, clearErrors } = useFormContext<PersonValues>();
  const [members, sportId] = useWatch({ control, name: ['teamMembers', 'sportId'] });
  const limit = kind === 'doubles' ? 2 : (findSport(sportId ?? 0)?.config.teamRosterLimit ?? null);
  const full = limit !== null && members.length >= limit;
  const set = (next: { personId: number }[]) => {
    setValue('teamMembers', next, { shouldDirty: true });
    clearErrors('teamMembers');
  };
  return (
    <FormField
      control={control}
      name="teamMembers"
      render={() => (
        <FormItem>
          <fieldset className="flex flex-col gap-3 rounded-lg border p-4" data-testid="member-fields">
            <legend className="px-1 text-sm font-medium">{limit ? t('members.legendLimit', { count: limit }) : t('members.legend')}</legend>
            <ul className="flex flex-col gap-2" aria-label={t('members.chosen')}>
              {members.map((member) => {
                const person = names[member.personId];
                const name = person ? `${person.firstName} ${person.lastName}`.trim() : t('members.unknown', { id: member.personId });
                return (
                  <li key={member.personId} className="flex items-center justify-between rounded-md bg-muted px-3 py-1.5">
                    <span>{name}</span>
                    <Button type="button" variant="ghost" size="icon" aria-label={t('members.remove', { name })} onClick={() => set(members.filter((item) => item.personId !== member.personId))}>
                      <XIcon aria-hidden="true" />
                    </Button>
                  </li>
                );
              })}
            </ul>
            {members.length === 0 ? <p className="text-sm text-muted-foreground">{t('members.none')}</p> : null}
            {full ? (
              <p className="text-sm text-muted-foreground">{t('members.full')}</p>
            ) : (
              picker({
                label: t('members.add'),
                modalityId: MODALITY_IDS.single,
                exclude: members.map((member) => member.personId),
                onSelect: (person) => {
                  onNamed(person);
                  set([...members, { personId: person.id }]);
                },
                testId: 'member-typeahead',
              })
            )}
          </fieldset>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
