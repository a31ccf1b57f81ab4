import { useTranslation } from 'react-i18next';
import { findSport, genderContext } from '@domain/catalog';
import { ADDRESS_FIELDS, type Person } from '@domain/contract';
import { pickLabel, useAffiliateTypes, useCoachTypes, useGenres } from '@/entities/reference';

/** What is known about a person, as a definition list; unknown facts are left out. */
export function PersonFacts({ person }: { person: Person }) {
  const { t, i18n } = useTranslation('people');
  const locale = i18n.language;
  const genres = useGenres();
  const types = [...useCoachTypes().map((type) => ({ ...type, kind: 4 })), ...useAffiliateTypes().map((type) => ({ ...type, kind: 7 }))];
  const sport = person.sportId ? findSport(person.sportId) : undefined;
  const genre = genres.find((item) => item.id === person.genreId);
  const type = types.find((item) => item.id === person.typeId && item.kind === person.modalityId);
  const address = person.address ? ADDRESS_FIELDS.map((key) => person.address?.[key]).filter(Boolean).join(', ') : '';
  const facts: [string, string][] = [
    [t('facts.sport'), sport ? pickLabel(sport.label, locale) : ''],
    [t('facts.genre'), genre ? pickLabel(genre.label, locale) : ''],
    [t('facts.birthDate'), person.birthDate ? new Date(`${person.birthDate}T12:00:00Z`).toLocaleDateString(locale, { dateStyle: 'long', timeZone: 'UTC' }) : ''],
    [t('facts.handedness'), person.handedness ? t(`handedness.${person.handedness}`, { context: genderContext(person.genreId) }) : ''],
    [t('facts.type'), type ? pickLabel(type.label, locale) : ''],
    [t('facts.address'), address],
  ];
  const known = facts.filter(([, value]) => value);
  if (known.length === 0) return <p className="text-muted-foreground">{t('facts.none')}</p>;
  return (
    <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-2" data-testid="person-facts">
      {known.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
