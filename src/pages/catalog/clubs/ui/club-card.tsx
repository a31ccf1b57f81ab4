import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MapPinIcon, UsersIcon } from 'lucide-react';
import type { Club } from '@domain/contract';
import { findSport } from '@domain/catalog';
import { ClubLogo } from '@/entities/club';
import { pickLabel } from '@/entities/reference';
import { href, useLocale } from '@/shared/routes';
import { Card } from '@/shared/ui/card';

/** A club in a list: logo, name (its link), sport, organiser, home ground and how many players it has. */
export function ClubCard({ club }: { club: Club }) {
  const { t } = useTranslation('clubs');
  const locale = useLocale();
  const sport = findSport(club.sportId);
  return (
    <Card className="h-full flex-row items-start gap-4 p-4">
      <ClubLogo logo={club.logo} className="size-14" />
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="text-lg leading-tight font-semibold">
          <Link to={href('club', { clubId: club.id }, locale)} className="hover:underline">
            {club.name}
          </Link>
        </h2>
        <p className="text-sm text-muted-foreground">
          {[sport ? pickLabel(sport.label, locale) : null, club.organizerName].filter(Boolean).join(' · ')}
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {club.placeName ? (
            <span className="inline-flex items-center gap-1">
              <MapPinIcon aria-hidden="true" className="size-4" />
              {club.placeName}
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1">
            <UsersIcon aria-hidden="true" className="size-4" />
            {t('players', { count: club.playerCount })}
          </span>
        </p>
      </div>
    </Card>
  );
}
