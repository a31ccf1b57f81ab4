import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { findSport, GENRES, MODALITIES } from '@domain/catalog';
import { VALID_MODALITY_IDS, VALID_NAME_MAX } from '@domain/contract';
import { categoryQueries } from '@/entities/category';
import { organizerQueries } from '@/entities/organizer';
import { FedRankings, rankingQueries } from '@/entities/ranking';
import { useCommunityId, useSports } from '@/entities/reference';
import { $accountId } from '@/entities/session';
import { useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { Form } from '@/shared/ui/form';
import { ChoiceField, TextField } from '@/shared/ui/form-fields';
import { defaultGenre, MIXED_GENRE } from '../lib/default-genre';
import { BasicsStep, type BasicsFields } from '../model/steps.schema';

/** Modalities a sport plays: table tennis has singles, doubles and teams; the team sports only teams. */
function modalitiesOf(sportId: number | undefined) {
  const config = sportId ? findSport(sportId)?.config : undefined;
  return VALID_MODALITY_IDS.filter((id) => !config || (id === 1 ? config.enableSingle : id === 3 ? config.enableDoubles : config.enableTeams));
}

/** Step 1: the tournament's name, sport, modality, gender category and the categories it is played in. */
export function BasicsForm({ defaults, onNext }: { defaults: BasicsStep | null; onNext: (data: BasicsStep) => void }) {
  const { t } = useTranslation('create-tournament');
  const locale = useLocale();
  const communityId = useCommunityId();
  const sports = useSports();
  const ages = useQuery(categoryQueries.list('age', communityId)).data?.items ?? [];
  const levels = useQuery(categoryQueries.list('level', communityId)).data?.items ?? [];
  const subs = useQuery(categoryQueries.list('sub', communityId)).data?.items ?? [];
  const accountId = useUnit($accountId);
  // The organiser profiles the account runs: the tournament is theirs to name.
  const organizers = (useQuery(organizerQueries.list(communityId)).data?.items ?? []).filter((item) => item.accountId === accountId);
  const form = useForm<BasicsFields, unknown, BasicsStep>({
    resolver: valibotResolver(BasicsStep),
    mode: 'onTouched',
    defaultValues: defaults ?? { name: '', sportId: sports.length === 1 ? sports[0]?.id : undefined, modalityId: 1, genreId: MIXED_GENRE, ageCategoryId: null, levelCategoryId: null, subCategoryId: null, organizerId: null },
  });
  // A new tournament is run by its creator: their organiser profile once it is read, unless one was picked already.
  const own = organizers[0]?.id ?? null;
  useEffect(() => {
    if (!defaults && own !== null && !form.getFieldState('organizerId').isDirty) form.setValue('organizerId', own);
  }, [defaults, form, own]);
  const [sportId, modalityId, genreId, ageCategoryId, levelCategoryId, subCategoryId] = useWatch({ control: form.control, name: ['sportId', 'modalityId', 'genreId', 'ageCategoryId', 'levelCategoryId', 'subCategoryId'] });
  const modalities = modalitiesOf(sportId);
  const rankings = useQuery({ ...rankingQueries.list(communityId, { sportId, size: 100 }), enabled: Boolean(sportId) });
  const scope = { sportId: sportId ?? 0, modalityId, genreId, ageCategoryId, levelCategoryId, subCategoryId };
  const fed = useQuery({ ...rankingQueries.feeds(communityId, scope, locale), enabled: Boolean(sportId) });
  // The gender follows the community's ranking tables of the sport and modality chosen, until the organiser picks one
  // (a restored draft was picked already); see defaultGenre.
  const followed = useRef(defaults ? `${defaults.sportId}-${defaults.modalityId}` : '');
  useEffect(() => {
    const pair = `${sportId ?? ''}-${modalityId}`;
    if (!sportId || !rankings.data || followed.current === pair) return;
    followed.current = pair;
    if (!form.getFieldState('genreId').isDirty) form.setValue('genreId', defaultGenre(rankings.data.items, modalityId));
  }, [form, sportId, modalityId, rankings.data]);
  const none = t('fields.none');
  return (
    <Form {...form}>
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        data-testid="wizard-basics"
        onSubmit={form.handleSubmit((data) => onNext(modalities.includes(data.modalityId) ? data : { ...data, modalityId: modalities[0] ?? data.modalityId }))}
      >
        <div className="sm:col-span-2">
          <TextField control={form.control} name="name" label={t('fields.name')} autoComplete="off" maxChars={VALID_NAME_MAX} />
        </div>
        <ChoiceField control={form.control} name="sportId" label={t('fields.sport')} placeholder={t('fields.sportPlaceholder')} choices={sports.map((sport) => ({ value: sport.id, label: sport.label[locale] }))} />
        <ChoiceField control={form.control} name="modalityId" label={t('fields.modality')} choices={modalities.map((id) => ({ value: id, label: MODALITIES.find((item) => item.id === id)?.labels[locale].plural ?? String(id) }))} />
        <ChoiceField control={form.control} name="genreId" label={t('fields.gender')} choices={GENRES.map((genre) => ({ value: genre.id, label: genre.label[locale] }))} />
        <ChoiceField control={form.control} name="ageCategoryId" label={t('fields.ageCategory')} emptyLabel={none} choices={ages.map((item) => ({ value: item.id, label: item.name }))} />
        <ChoiceField control={form.control} name="levelCategoryId" label={t('fields.levelCategory')} emptyLabel={none} choices={levels.map((item) => ({ value: item.id, label: item.name }))} />
        <ChoiceField control={form.control} name="subCategoryId" label={t('fields.subCategory')} emptyLabel={none} choices={subs.map((item) => ({ value: item.id, label: item.name }))} />
        <ChoiceField control={form.control} name="organizerId" label={t('fields.organizer')} emptyLabel={t('fields.noOrganizer')} choices={organizers.map((item) => ({ value: item.id, label: item.name }))} />
        <FedRankings tables={sportId ? fed.data : undefined} labels={{ title: t('feeds.title'), none: t('feeds.none') }} compact className="sm:col-span-2" />
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button type="submit">{t('next')}</Button>
        </div>
      </form>
    </Form>
  );
}
