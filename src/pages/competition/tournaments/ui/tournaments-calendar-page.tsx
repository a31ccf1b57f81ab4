import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CalendarDaysIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { PageHeader } from '@/widgets/page-header';
import { href, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { monthHeading } from '@/shared/lib/dates';
import { EmptyState } from '@/shared/ui/empty-state';

/** `?month=2026-05`, else the current month. */
function monthOf(value: string | null): Date {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  const now = new Date();
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) : new Date(Date.UTC(now.getFullYear(), now.getMonth(), 1));
}

function shift(month: Date, by: number): string {
  const next = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + by, 1));
  return `${next.getUTCFullYear()}-${String(next.getUTCMonth() + 1).padStart(2, '0')}`;
}

export function TournamentsCalendarPage() {
  const { t } = useTranslation('tournaments');
  const locale = useLocale();
  const [search] = useSearchParams();
  const month = monthOf(search.get('month'));
  const label = monthHeading(month, locale);
  return (
    <section data-route-id="tournaments-calendar" className="pb-16">
      <PageHeader title={t('calendar.title')} description={t('calendar.lead')} />
      <div className="mb-6 flex items-center gap-2">
        <Button asChild variant="outline" size="icon">
          <Link to={href('tournaments-calendar', {}, locale, { month: shift(month, -1) })} aria-label={t('calendar.previous')}>
            <ChevronLeftIcon aria-hidden="true" />
          </Link>
        </Button>
        <h2 className="min-w-48 text-center text-xl font-bold" aria-live="polite">
          {label}
        </h2>
        <Button asChild variant="outline" size="icon">
          <Link to={href('tournaments-calendar', {}, locale, { month: shift(month, 1) })} aria-label={t('calendar.next')}>
            <ChevronRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </div>
      <EmptyState icon={<CalendarDaysIcon />} title={t('calendar.empty', { month: label })} description={t('calendar.emptyHint')} />
    </section>
  );
}
