import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { HistoryIcon } from 'lucide-react';
import type { EventPerson } from '@domain/contract';
import { matchQueries } from '@/entities/match';
import { href, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/shared/ui/dialog';
import { LoadState } from '@/shared/ui/load-state';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/shared/ui/table';

const nameOf = (person: EventPerson) => `${person.firstName} ${person.lastName}`.trim();

function History({ person, other }: { person: EventPerson; other: EventPerson }) {
  const { t } = useTranslation('match');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const versus = useQuery(matchQueries.versus(person.id, other.id));
  const names = { person: nameOf(person), other: nameOf(other) };
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const data = versus.data;
  return (
    <LoadState pending={versus.isPending} failed={versus.isError} onRetry={() => void versus.refetch()} labels={{ loading: common('loading'), failed: common('actions.loadFailed'), retry: common('actions.retry') }}>
      {data ? (
        <div className="space-y-4" data-testid="head-to-head">
          <p className="font-semibold" data-testid="head-to-head-totals">
            {t('headToHead.totals', { ...names, won: data.totals.person, lost: data.totals.other, drawn: data.totals.drawn })}
          </p>
          {data.matches.length === 0 ? (
            <p className="text-muted-foreground">{t('headToHead.none')}</p>
          ) : (
            <Table>
              <TableCaption className="sr-only">{t('headToHead.caption', names)}</TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('headToHead.date')}</TableHead>
                  <TableHead>{t('headToHead.tournament')}</TableHead>
                  <TableHead>{t('headToHead.score')}</TableHead>
                  <TableHead>{t('headToHead.winner')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.matches.map((row) => (
                  <TableRow key={row.matchId}>
                    <TableCell>{day.format(new Date(row.playedAt))}</TableCell>
                    <TableCell>
                      <Link to={href('match', { matchId: row.matchId }, locale)} className="underline underline-offset-4">
                        {`${row.validName} · ${row.phaseName}`}
                      </Link>
                    </TableCell>
                    <TableCell className="tabular-nums">{`${row.score.person}–${row.score.other}`}</TableCell>
                    <TableCell>{row.winnerId === null ? t('headToHead.draw') : row.winnerId === person.id ? names.person : names.other}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </div>
      ) : null}
    </LoadState>
  );
}

/** "Head-to-head" from one side's person: every match the two have played, in any tournament, with each one's wins. */
export function HeadToHeadDialog({ person, other }: { person: EventPerson; other: EventPerson }) {
  const { t } = useTranslation('match');
  const { t: common } = useTranslation('common');
  const names = { person: nameOf(person), other: nameOf(other) };
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="h-auto max-w-full p-0 text-left whitespace-normal" data-testid="open-head-to-head">
          <HistoryIcon aria-hidden="true" />
          {t('headToHead.open', names)}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={common('actions.close')} className="max-h-[100dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('headToHead.title', names)}</DialogTitle>
          <DialogDescription>{t('headToHead.description')}</DialogDescription>
        </DialogHeader>
        <History person={person} other={other} />
      </DialogContent>
    </Dialog>
  );
}
