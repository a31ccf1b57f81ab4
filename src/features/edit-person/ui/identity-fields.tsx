import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { genderContext } from '@domain/catalog';
import { useTranslation } from 'react-i18next';
import { HANDEDNESS, type PersonKind } from '@domain/contract';
import { useSportOptions } from '@/entities/community';
import { ImageField, pickLabel, useAffiliateTypes, useCoachTypes, useGenres } from '@/entities/reference';
import { DateField, SelectField, TextField } from '@/shared/ui/form-fields';
import { isGroup, type PersonValues } from '../lib/person-values';
import { sportsFor } from '../lib/sports-for';

/** Name, picture, sport, genre, and per kind: birth date and handedness (players), type (coaches, affiliates). */
export function IdentityFields({ kind }: { kind: PersonKind }) {
  const { t, i18n } = useTranslation('edit-person');
  const { t: common } = useTranslation('common');
  const { control } = useFormContext<PersonValues>();
  // Handedness agrees with the gender chosen above: Zurdo, Zurda.
  const genreId = useWatch({ control, name: 'genreId' });
  const genres = useGenres();
  const coachTypes = useCoachTypes();
  const affiliateTypes = useAffiliateTypes();
  const sports = sportsFor(kind, useSportOptions());
  const types = kind === 'coaches' ? coachTypes : affiliateTypes;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name="firstName" label={isGroup(kind) ? t(`fields.groupName.${kind}`) : t('fields.firstName')} autoComplete="off" />
        {isGroup(kind) ? null : <TextField control={control} name="lastName" label={t('fields.lastName')} autoComplete="off" />}
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('fields.avatar')}</legend>
        <Controller control={control} name="avatar" render={({ field }) => <ImageField value={field.value} onChange={field.onChange} label={t('avatarLabel')} shape="round" />} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField control={control} name="sportId" label={t('fields.sport')} emptyLabel={isGroup(kind) ? undefined : common('actions.none')} placeholder={t('chooseSport')} choices={sports} testId="person-sport" />
        <SelectField control={control} name="genreId" label={t('fields.genre')} emptyLabel={common('actions.none')} choices={genres.map((genre) => ({ value: genre.id, label: pickLabel(genre.label, i18n.language) }))} />
      </div>
      {isGroup(kind) ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField control={control} name="birthDate" label={t('fields.birthDate')} empty={null} fromYear={1900} toYear={new Date().getFullYear()} autoComplete="bday" />
          {kind === 'players' ? (
            <SelectField control={control} name="handedness" label={t('fields.handedness')} emptyLabel={common('actions.none')} choices={HANDEDNESS.map((value) => ({ value, label: t(`handedness.${value}`, { context: genderContext(genreId) }) }))} testId="person-handedness" />
          ) : null}
          {kind === 'coaches' || kind === 'affiliates' ? (
            <SelectField control={control} name="typeId" label={t(`fields.type.${kind}`)} placeholder={t('chooseType')} choices={types.map((type) => ({ value: type.id, label: pickLabel(type.label, i18n.language) }))} testId="person-type" />
          ) : null}
        </div>
      )}
    </>
  );
}
