import { lazy, useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PencilIcon } from 'lucide-react';
import type { PersonKind } from '@domain/contract';
import { rankingQueries } from '@/entities/ranking';
import { $accountId, $allowEdit, creatorChanged } from '@/entities/session';
import { PageHeader } from '@/widgets/page-header';
import { SectionNav } from '@/widgets/section-nav';
import { ApiRequestError } from '@/shared/api';
import { href, useCurrentRoute, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { LoadState } from '@/shared/ui/load-state';
import { Spinner } from '@/shared/ui/spinner';
import { CalendarPanel, preloadCalendar } from './lazy-calendar';
import { KINDS } from '../config/kinds';
import { AskButton, DeletePersonButton, PersonDialog, PersonTypeahead, PersonValidations } from './lazy-tools';
import { PersonFacts } from './person-facts';
import { PersonLinks } from './person-links';
import { FollowButton } from '@/features/favorites/follow';
import { fullName, PersonAvatar } from './person-name';
import { Suspense } from '@/shared/lib/hydration';

type Section = 'general' | 'calendar' | 'ranking';

// The rankings section (balance, chart) loads when it is opened.
const PersonRankings = lazy(() => import('./person-rankings'));
// So is what a player has played: a visitor to a club's or a referee's page does not download it.
const PersonPlay = lazy(() => import('./person-play'));

const sectionOf = (routeId: string | undefined): Section => (routeId?.endsWith('-calendar') ? 'calendar' : routeId?.includes('-ranking') ? 'ranking' : 'general');

/** A person's page: who they are, clubs, members, validations; players and coaches also have calendar and rankings. */
export function PersonPage({ kind }: { kind: PersonKind }) {
  const screens = KINDS[kind];
  const { t } = useTranslation('people');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const navigate = useNavigate();
  const params = useParams();
  const route = useCurrentRoute();
  const id = Number(params[screens.param]);
  const section = sectionOf(route?.id);
  const showsCalendar = section === 'calendar';
  useEffect(() => {
    if (showsCalendar) preloadCalendar();
  }, [showsCalendar]);
  const query = useQuery({ ...screens.queries.detail(id), enabled: Number.isInteger(id) && id > 0 });
  const [allowEdit, accountId, setCreator] = useUnit([$allowEdit, $accountId, creatorChanged]);
  // A record reads differently to the account that keeps it (birth date, address, contacts) than to anyone else. A
  // server-rendered page hydrates from the copy read as a visitor: once the session names an account, the record is
  // read again as that account (joining a read already under way), the visitor's copy staying on screen meanwhile.
  const { refetch } = query;
  const readAs = useRef<number | null>(null);
  useEffect(() => {
    if (accountId === null || readAs.current === accountId || !(Number.isInteger(id) && id > 0)) return;
    readAs.current = accountId;
    void refetch({ cancelRefetch: false });
  }, [accountId, id, refetch]);
  const person = query.data;
  useEffect(() => {
    setCreator(person?.createdByAccountId ?? null);
    return () => {
      setCreator(null);
    };
  }, [person?.createdByAccountId, setCreator]);
  const missing = query.error instanceof ApiRequestError && query.error.body.status < 500;
  const ranked = kind === 'players' || kind === 'coaches' ? kind : null;
  const followKind = kind === 'players' ? 'player' : kind === 'teams' ? 'team' : null;
  const standings = useQuery({ ...rankingQueries.person(id), enabled: ranked !== null && Number.isInteger(id) && id > 0 });
  const rankingId = Number(params.rankingId) || standings.data?.[0]?.rankingId;
  const links = screens.calendarRoute
    ? [
        { key: 'general', label: t('sections.general'), to: href(screens.detailRoute, { personId: id }, locale) },
        { key: 'calendar', label: t('sections.calendar'), to: href(screens.calendarRoute, { personId: id }, locale) },
        ...(ranked && rankingId ? [{ key: 'rankings', label: t('sections.rankings'), to: href(`${ranked}-ranking`, { personId: id, rankingId }, locale) }] : []),
      ]
    : [];

  return (
    <section data-route-id={route?.id ?? screens.detailRoute} className="pb-16">
      <PageHeader
        eyebrow={t(`${kind}.singular`)}
        title={person ? fullName(person) : missing ? t('notFound') : t(`${kind}.singular`)}
        actions={
          <>
            {person && followKind ? <FollowButton kind={followKind} targetId={person.id} name={fullName(person)} /> : null}
            {person && allowEdit ? (
            <Suspense fallback={null}>
              <PersonDialog
                kind={kind}
                person={person}
                memberPicker={(props) => <PersonTypeahead {...props} />}
                trigger={
                  <Button variant="outline">
                    <PencilIcon aria-hidden="true" />
                    {common('actions.edit')}
                  </Button>
                }
              />
              <DeletePersonButton kind={kind} person={person} onDeleted={() => void navigate(href(screens.listRoute, {}, locale))} />
            </Suspense>
          ) : person && kind === 'teams' ? (
            <Suspense fallback={null}>
              <AskButton target={{ teamId: person.id }} name={fullName(person)} />
            </Suspense>
          ) : null}
          </>
        }
      />
      {links.length > 0 ? <SectionNav label={t('sections.label')} links={links} className="mb-6 sm:mb-8" /> : null}
      <LoadState pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} labels={{ loading: common('loading'), failed: missing ? t('notFoundHint') : common('actions.loadFailed'), retry: common('actions.retry') }}>
        {person && section === 'general' ? (
          <div className="flex flex-col gap-10">
            <div className="flex flex-wrap items-start gap-6">
              <PersonAvatar person={person} className="size-24 text-2xl" />
              <PersonFacts person={person} />
            </div>
            {followKind ? (
              <Suspense fallback={null}>
                <PersonPlay person={person} ranked={kind === 'players'} />
              </Suspense>
            ) : null}
            <PersonLinks person={person} canEdit={allowEdit} />
            <Suspense fallback={null}>
              <PersonValidations personId={person.id} accountId={accountId} />
            </Suspense>
          </div>
        ) : null}
        {person && section === 'calendar' ? (
          <Suspense fallback={<Spinner label={common('loading')} />}>
            <CalendarPanel scope={{ personId: person.id }} feed={{ kind: 'persons', id: person.id, name: fullName(person) }} />
          </Suspense>
        ) : null}
        {person && section === 'ranking' && ranked ? (
          <Suspense fallback={null}>
            <PersonRankings kind={ranked} personId={person.id} />
          </Suspense>
        ) : null}
      </LoadState>
    </section>
  );
}
