import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PlusIcon, UsersIcon } from 'lucide-react';
import { findSport } from '@domain/catalog';
import { sportAllowsKind, type PersonKind } from '@domain/contract';
import { ResourceGate } from '@/entities/access';
import { useSportOptions } from '@/entities/community';
import { pickLabel, useCommunityId } from '@/entities/reference';
import { $isAuthenticated } from '@/entities/session';
import { PageHeader } from '@/widgets/page-header';
import { href, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Input } from '@/shared/ui/input';
import { Label } from '@/shared/ui/label';
import { LoadState } from '@/shared/ui/load-state';
import { Pager } from '@/shared/ui/pager';
import { useTypedValue } from '@/shared/lib/typed-value';
import { KINDS } from '../config/kinds';
import { PersonDialog, PersonTypeahead } from './lazy-tools';
import { fullName, PersonAvatar } from './person-name';
import { Suspense } from '@/shared/lib/hydration';

const SIZE = 20;

/** One kind of people of the community: find one by name, browse them a page at a time, create one. */
export function PeoplePage({ kind }: { kind: PersonKind }) {
  const screens = KINDS[kind];
  const { t } = useTranslation('people');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const navigate = useNavigate();
  const signedIn = useUnit($isAuthenticated);
  const sportOptions = useSportOptions();
  const allowed = kind === 'players' || kind === 'referees' || kind === 'affiliates' || sportOptions.some((option) => sportAllowsKind(kind, option.value));
  const [text, setText] = useState('');
  const filter = useRef<HTMLInputElement>(null);
  useTypedValue(filter, '', setText);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(text.trim());
      setPage(0);
    }, 250);
    return () => clearTimeout(timer);
  }, [text]);
  const query = useQuery({ ...screens.queries.list(useCommunityId(), { page, size: SIZE, q }), placeholderData: keepPreviousData });
  const detail = (id: number) => href(screens.detailRoute, { [screens.param]: id }, locale);
  const create =
    signedIn && allowed ? (
      <ResourceGate resource="createPlayer">
        <Suspense fallback={null}>
          <PersonDialog
          kind={kind}
          memberPicker={(props) => <PersonTypeahead {...props} />}
          onSaved={(person) => void navigate(detail(person.id))}
          trigger={
            <Button>
              <PlusIcon aria-hidden="true" />
              {t(`${kind}.create`)}
            </Button>
          }
        />
        </Suspense>
      </ResourceGate>
    ) : null;

  return (
    <section data-route-id={screens.listRoute} className="pb-16">
      <PageHeader title={t(`${kind}.title`)} description={t(`${kind}.lead`)} actions={create} />
      {!allowed ? <p role="note" className="mb-6 rounded-lg border bg-muted p-4">{t(`${kind}.notPlayed`)}</p> : null}
      {/* One search box: it narrows the list below as you type. */}
      <div className="mb-6 flex max-w-md flex-col gap-2">
        <Label htmlFor="people-filter">{t(`${kind}.find`)}</Label>
        <Input ref={filter} id="people-filter" type="search" value={text} onChange={(event) => setText(event.target.value)} autoComplete="off" data-testid="people-filter" />
      </div>
      <LoadState pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} labels={{ loading: common('loading'), failed: common('actions.loadFailed'), retry: common('actions.retry') }}>
        {query.data && query.data.items.length > 0 ? (
          <>
            <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">{t('count', { count: query.data.total })}</p>
            <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="people-list">
              {query.data.items.map((person) => {
                const sport = person.sportId ? findSport(person.sportId) : undefined;
                return (
                  <li key={person.id} className="flex items-center gap-3 rounded-lg border p-3">
                    <PersonAvatar person={person} />
                    <div className="min-w-0">
                      <Link to={detail(person.id)} className="font-medium hover:underline">{fullName(person)}</Link>
                      {sport ? <p className="text-sm text-muted-foreground">{pickLabel(sport.label, locale)}</p> : null}
                    </div>
                  </li>
                );
              })}
            </ul>
            <Pager page={page} size={SIZE} total={query.data.total} onPage={setPage} labels={{ previous: common('actions.previous'), next: common('actions.next'), nav: t('pages'), status: (current, pages) => common('actions.pageOf', { page: current, pages }) }} />
          </>
        ) : (
          <EmptyState icon={<UsersIcon />} title={q ? t('noMatch', { text: q }) : t(`${kind}.empty`)} description={q ? undefined : signedIn ? t('emptyHint') : t('emptySignIn')} action={q ? null : create} />
        )}
      </LoadState>
    </section>
  );
}
