import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { clubQueries } from '@/entities/club';
import { useCommunityId } from '@/entities/reference';
import { Checkbox } from '@/shared/ui/checkbox';
import { Label } from '@/shared/ui/label';

/** The community's clubs as checkboxes; the chosen ids are the value. */
export function ClubChoices({ value, onChange, legend }: { value: number[]; onChange: (ids: number[]) => void; legend: string }) {
  const { t } = useTranslation('edit-person');
  const clubs = useQuery(clubQueries.list(useCommunityId())).data?.items ?? [];
  return (
    <fieldset className="flex flex-col gap-2" data-testid="club-choices">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {clubs.length === 0 ? <p className="text-sm text-muted-foreground">{t('noClubs')}</p> : null}
      <ul className="grid max-h-48 gap-2 overflow-y-auto rounded-md border p-3 sm:grid-cols-2">
        {clubs.map((club) => {
          const id = `club-choice-${club.id}`;
          const checked = value.includes(club.id);
          return (
            <li key={club.id} className="flex items-center gap-2">
              <Checkbox id={id} checked={checked} onCheckedChange={(next) => onChange(next === true ? [...value, club.id] : value.filter((item) => item !== club.id))} />
              <Label htmlFor={id} className="font-normal">
                {club.name}
              </Label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
