import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CalendarIcon, MapPinIcon, UsersIcon } from 'lucide-react';
import { findSport, MODALITIES } from '@domain/catalog';
import type { Valid } from '@domain/contract';
import { useLocale } from '@/shared/routes';
import { formatDateRange } from '../lib/format';
import { StatusBadge } from './status-badge';

interface TournamentCardProps {
  tournament: Valid;
  to: string;
  /** A feature's button (inscribe, follow…) placed by the page. */
  actionSlot?: ReactNode;
  /** 3 when the list sits under a section's own heading. */
  headingLevel?: 2 | 3;
}

/** A tournament in a list: its sport's banner, status, dates, place and how many entered. */
export function TournamentCard({ tournament, to, actionSlot, headingLevel = 2 }: TournamentCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const { t } = useTranslation('tournaments');
  const locale = useLocale();
  const sport = findSport(tournament.sportId);
  const modality = MODALITIES.find((item) => item.id === tournament.modalityId);
  const banner = sport?.banners[tournament.id % sport.banners.length];
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-xs" data-testid="tournament-card" data-status-id={tournament.statusId}>
      {/*
        An image, not an inline style: the server-rendered HTML may carry no style attribute under the CSP. Loaded
        lazily, so a list's decorations never queue ahead of the first screen's styles, fonts and route banner.
      */}
      <div className="h-20 bg-primary" aria-hidden="true">
        {banner ? <img src={banner} alt="" width={400} height={80} loading="lazy" decoding="async" className="size-full object-cover" /> : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge statusId={tournament.statusId} />
          {tournament.inscriptionsOpen ? <span className="text-xs font-medium text-success">{t('card.open')}</span> : null}
        </div>
        <Heading className="text-lg leading-snug font-bold">
          <Link to={to} className="hover:underline focus-visible:underline">
            {tournament.name}
          </Link>
        </Heading>
        <p className="text-sm text-muted-foreground">
          {[sport?.label[locale], modality?.labels[locale].plural, tournament.ageCategoryName, tournament.levelCategoryName].filter(Boolean).join(' · ')}
        </p>
        <ul className="mt-auto flex flex-col gap-1 text-sm">
          <li className="flex items-center gap-2">
            <CalendarIcon aria-hidden="true" className="size-4 text-muted-foreground" />
            {formatDateRange(tournament.startDate, tournament.endDate, locale)}
          </li>
          {tournament.placeName ? (
            <li className="flex items-center gap-2">
              <MapPinIcon aria-hidden="true" className="size-4 text-muted-foreground" />
              {tournament.placeName}
            </li>
          ) : null}
          <li className="flex items-center gap-2" data-testid="entry-count">
            <UsersIcon aria-hidden="true" className="size-4 text-muted-foreground" />
            {tournament.maxEntries ? t('card.entriesOf', { count: tournament.entryCount, max: tournament.maxEntries }) : t('card.entries', { count: tournament.entryCount })}
          </li>
        </ul>
        {actionSlot}
      </div>
    </article>
  );
}
