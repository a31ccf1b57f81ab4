import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PencilIcon } from 'lucide-react';
import type { Person, PersonSummary } from '@domain/contract';
import { ClubLogo } from '@/entities/club';
import { href, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { detailHref } from '../config/kinds';
import { PersonClubsDialog } from './lazy-tools';
import { fullName, PersonAvatar } from './person-name';
import { Suspense } from '@/shared/lib/hydration';

function PeopleList({ people, testId }: { people: PersonSummary[]; testId: string }) {
  const locale = useLocale();
  return (
    <ul className="grid gap-2 sm:grid-cols-2" data-testid={testId}>
      {people.map((person) => {
        const link = detailHref(person, locale, href);
        return (
          <li key={person.id} className="flex items-center gap-3 rounded-lg border p-3">
            <PersonAvatar person={person} className="size-8" />
            {link ? <Link to={link} className="font-medium hover:underline">{fullName(person)}</Link> : fullName(person)}
          </li>
        );
      })}
    </ul>
  );
}

/** A person's clubs (changeable by its owner), its members, and the doubles and teams it plays in. */
export function PersonLinks({ person, canEdit }: { person: Person; canEdit: boolean }) {
  const { t } = useTranslation('people');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  return (
    <>
      <section aria-labelledby="person-clubs">
        <div className="mb-3 flex items-center justify-between gap-2">
          <h2 id="person-clubs" className="text-2xl font-bold">{t('clubs')}</h2>
          {canEdit ? (
            <Suspense fallback={null}>
              <PersonClubsDialog
              person={person}
              trigger={
                <Button variant="outline" size="sm">
                  <PencilIcon aria-hidden="true" />
                  {common('actions.edit')}
                </Button>
              }
            />
            </Suspense>
          ) : null}
        </div>
        {person.clubs.length === 0 ? <p className="text-muted-foreground">{t('noClubs')}</p> : null}
        <ul className="flex flex-wrap gap-3" data-testid="person-club-list">
          {person.clubs.map((club) => (
            <li key={club.id} className="flex items-center gap-2 rounded-lg border p-2 pr-4">
              <ClubLogo logo={club.logo} className="size-8" />
              <Link to={href('club', { clubId: club.id }, locale)} className="font-medium hover:underline">{club.name}</Link>
            </li>
          ))}
        </ul>
      </section>
      {person.teamMembers.length > 0 ? (
        <section aria-labelledby="person-members">
          <h2 id="person-members" className="mb-3 text-2xl font-bold">{t('members')}</h2>
          <PeopleList people={person.teamMembers.map((member) => member.person)} testId="person-members" />
        </section>
      ) : null}
      {person.memberOf.length > 0 ? (
        <section aria-labelledby="person-member-of">
          <h2 id="person-member-of" className="mb-3 text-2xl font-bold">{t('memberOf')}</h2>
          <PeopleList people={person.memberOf} testId="person-member-of" />
        </section>
      ) : null}
    </>
  );
}
