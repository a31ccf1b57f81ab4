import { useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SCOREKEEPER_SCOPES, type ScorekeeperLink, type ScorekeeperScope } from '@domain/contract';
import { entryLabels, matchQueries, sideName } from '@/entities/match';
import { tournamentQueries } from '@/entities/tournament';
import { ApiRequestError } from '@/shared/api';
import { href, useLocale } from '@/shared/routes';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Input } from '@/shared/ui/input';
import { Label } from '@/shared/ui/label';
import { NativeSelect } from '@/shared/ui/native-select';
import { scorekeeperLinkQueries, useCreateScorekeeperLink, useRevokeScorekeeperLink } from '../api/scorekeeper-links.api';
import { LinkShare } from './link-share';

interface ScorekeeperLinksProps {
  validId: number;
  phases: { id: number; name: string }[];
  /** The tournament's last day (`YYYY-MM-DD`): a link ends with it unless told otherwise. */
  endDate: string;
}

const localInput = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** The owner's score-keeper links of a tournament: make one for a match, a court or a phase; list and revoke them. */
export function ScorekeeperLinks({ validId, phases, endDate }: ScorekeeperLinksProps) {
  const { t } = useTranslation('scorekeeper-links');
  const locale = useLocale();
  const links = useQuery(scorekeeperLinkQueries.list(validId));
  const create = useCreateScorekeeperLink();
  const revoke = useRevokeScorekeeperLink();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ScorekeeperScope>('phase');
  const [phaseId, setPhaseId] = useState(phases[0]?.id ?? 0);
  const [matchId, setMatchId] = useState(0);
  const [court, setCourt] = useState('');
  const [expires, setExpires] = useState(() => localInput(new Date(`${endDate}T23:59:00`)));
  const [problem, setProblem] = useState<string | null>(null);
  const [made, setMade] = useState<{ name: string; url: string } | null>(null);
  const matches = useQuery({ ...matchQueries.list(phaseId), enabled: scope === 'match' && phaseId > 0 });
  // The matches are offered by their players' names, as the desk knows them.
  const draw = useQuery({ ...matchQueries.draw(phaseId), enabled: scope === 'match' && phaseId > 0 });
  const entries = useQuery({ ...tournamentQueries.entries(validId, { size: 1000 }), enabled: scope === 'match' });
  const labels = useMemo(() => entryLabels(entries.data?.items ?? [], draw.data), [entries.data, draw.data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      const link = await create.mutateAsync({
        validId,
        name,
        scope,
        ...(scope === 'phase' ? { phaseId } : scope === 'match' ? { matchId } : { court }),
        expiresAt: new Date(expires).toISOString(),
      });
      setMade({ name: link.name, url: new URL(href('scorekeeper', { token: link.token }, locale), window.location.origin).toString() });
      setName('');
    } catch (error) {
      const fields = error instanceof ApiRequestError ? (error.body.fields ?? []) : [];
      setProblem(fields.length > 0 ? fields.map((field) => field.message).join(' · ') : error instanceof Error ? error.message : String(error));
    }
  };

  const describe = (link: ScorekeeperLink) =>
    link.scope === 'phase' ? (phases.find((phase) => phase.id === link.phaseId)?.name ?? '') : link.scope === 'court' ? t('courtNamed', { court: link.court }) : t('matchNumbered', { id: link.matchId });
  const stateOf = (link: ScorekeeperLink) => (link.revokedAt ? 'revoked' : new Date(link.expiresAt).getTime() <= Date.now() ? 'expired' : 'active');
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section aria-labelledby="scorekeepers-title" className="mt-10 space-y-4" data-testid="scorekeeper-links">
      <h2 id="scorekeepers-title" className="text-2xl font-bold">
        {t('title')}
      </h2>
      <p className="text-muted-foreground">{t('intro')}</p>
      <form onSubmit={(event) => void submit(event)} className="grid gap-3 sm:grid-cols-2" aria-label={t('create')}>
        <div className="space-y-1">
          <Label htmlFor="keeper-name">{t('name')}</Label>
          <Input id="keeper-name" value={name} maxLength={60} required onChange={(event) => setName(event.target.value)} placeholder={t('namePlaceholder')} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="keeper-scope">{t('scope')}</Label>
          <NativeSelect id="keeper-scope" value={scope} onChange={(event) => setScope(SCOREKEEPER_SCOPES.find((item) => item === event.target.value) ?? 'phase')}>
            {SCOREKEEPER_SCOPES.map((item) => (
              <option key={item} value={item}>
                {t(`scopes.${item}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        {scope !== 'court' ? (
          <div className="space-y-1">
            <Label htmlFor="keeper-phase">{t('phase')}</Label>
            <NativeSelect id="keeper-phase" value={phaseId} onChange={(event) => setPhaseId(Number(event.target.value))}>
              {phases.map((phase) => (
                <option key={phase.id} value={phase.id}>
                  {phase.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : (
          <div className="space-y-1">
            <Label htmlFor="keeper-court">{t('court')}</Label>
            <Input id="keeper-court" value={court} maxLength={60} onChange={(event) => setCourt(event.target.value)} />
          </div>
        )}
        {scope === 'match' ? (
          <div className="space-y-1">
            <Label htmlFor="keeper-match">{t('match')}</Label>
            <NativeSelect id="keeper-match" value={matchId} onChange={(event) => setMatchId(Number(event.target.value))}>
              <option value={0}>{t('chooseMatch')}</option>
              {(matches.data ?? []).map((match) => (
                <option key={match.id} value={match.id}>
                  {/* The players' names once they are read: never an entry's number in their place. */}
                  {t('matchNumbered', { id: match.id })}
                  {entries.data ? ` · ${t('matchSides', { home: sideName(labels, match.homeId) ?? t('toBeDecided'), away: sideName(labels, match.awayId) ?? t('toBeDecided') })}` : ''}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
        <div className="space-y-1">
          <Label htmlFor="keeper-expires">{t('expires')}</Label>
          <Input id="keeper-expires" type="datetime-local" value={expires} required onChange={(event) => setExpires(event.target.value)} />
        </div>
        <div role="alert" className="min-h-5 text-sm text-destructive sm:col-span-2">
          {problem}
        </div>
        <Button type="submit" disabled={create.isPending} className="sm:col-span-2 sm:justify-self-start">
          {t('create')}
        </Button>
      </form>
      {made ? <LinkShare name={made.name} url={made.url} /> : null}
      <ul className="space-y-2">
        {(links.data ?? []).map((link) => (
          <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3" data-testid="scorekeeper-link">
            <div>
              <p className="font-medium">{link.name}</p>
              <p className="text-sm text-muted-foreground">
                {describe(link)} · {t('until', { when: when.format(new Date(link.expiresAt)) })}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <Badge variant={stateOf(link) === 'active' ? 'success' : 'outline'}>{t(`states.${stateOf(link)}`)}</Badge>
              {stateOf(link) === 'active' ? (
                <Button type="button" variant="outline" size="sm" disabled={revoke.isPending} onClick={() => revoke.mutate(link.id)} aria-label={t('revokeNamed', { name: link.name })}>
                  {t('revoke')}
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
