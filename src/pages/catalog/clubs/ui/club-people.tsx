import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { UserRoundIcon } from 'lucide-react';
import { personKindOf, type PersonKind, type PersonSummary } from '@domain/contract';
import { href, useLocale, type RouteId } from '@/shared/routes';
import { EmptyState } from '@/shared/ui/empty-state';

const DETAIL: Record<PersonKind, RouteId> = {
  players: 'players-detail',
  teams: 'teams-detail',
  doubles: 'doubles-detail',
  coaches: 'coaches-detail',
  referees: 'referees-detail',
  affiliates: 'affiliates-detail',
};

/** The link to any person's page, whatever their kind (affiliates name their id differently). */
export function personHref(person: PersonSummary, locale: 'es' | 'en'): string | null {
  const kind = personKindOf(person.modalityId);
  if (!kind) return null;
  return href(DETAIL[kind], kind === 'affiliates' ? { affiliateId: person.id } : { personId: person.id }, locale);
}

/** The club's people, grouped by kind, each linking to their page. */
export function ClubPeople({ people }: { people: PersonSummary[] }) {
  const { t } = useTranslation('clubs');
  const locale = useLocale();
  const groups = (Object.keys(DETAIL) as PersonKind[]).map((kind) => ({ kind, items: people.filter((person) => personKindOf(person.modalityId) === kind) })).filter((group) => group.items.length > 0);
  return (
    <section aria-labelledby="club-people">
      <h2 id="club-people" className="mb-4 text-2xl font-bold">{t('people')}</h2>
      {groups.length === 0 ? <EmptyState icon={<UserRoundIcon />} title={t('noPeople')} description={t('noPeopleHint')} /> : null}
      {groups.map((group) => (
        <div key={group.kind} className="mb-6">
          <h3 className="mb-2 text-lg font-semibold">{t(`kinds.${group.kind}`)}</h3>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid={`club-${group.kind}`}>
            {group.items.map((person) => {
              const link = personHref(person, locale);
              const name = `${person.firstName} ${person.lastName}`.trim();
              return (
                <li key={person.id} className="rounded-md border px-3 py-2">
                  {link ? <Link to={link} className="font-medium hover:underline">{name}</Link> : name}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
