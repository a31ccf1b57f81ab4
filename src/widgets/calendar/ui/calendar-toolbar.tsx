import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { cn } from '@/shared/lib/cn';
import { monthHeading } from '@/shared/lib/dates';
import { shortDateRange } from '@/shared/lib/intl';
import { useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { periodOf, shiftPeriod, VIEWS, type CalendarViewKind } from '../lib/periods';

interface ToolbarProps {
  view: CalendarViewKind;
  date: string;
  today: string;
  linkTo: (changes: { view?: string; date?: string }) => string;
  /** The calendar's own buttons (subscribe, schedule), on the row of the views: a phone's first screen has no row to spare. */
  actions?: ReactNode;
}

/** The period on view, its neighbours, today, and the three views (on the same day), all as links (keyboard and back button). */
export function CalendarToolbar({ view, date, today, linkTo, actions }: ToolbarProps) {
  const { t } = useTranslation('calendar');
  const locale = useLocale();
  const week = periodOf('week', date, locale);
  // A week is named by its first and last days ("23–29 nov 2026"), whichever of them was chosen.
  const heading = view === 'week' ? t('weekOf', { days: shortDateRange(week.from, week.to, locale) }) : monthHeading(new Date(`${date.slice(0, 7)}-01T00:00:00Z`), locale);
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <div className="flex items-center gap-2">
        <Button asChild variant="outline" size="icon">
          <Link to={linkTo({ date: shiftPeriod(view, date, -1) })} aria-label={t(`previous.${view}`)} data-testid="calendar-previous">
            <ChevronLeftIcon aria-hidden="true" />
          </Link>
        </Button>
        <h2 className="min-w-40 text-center text-lg font-bold sm:min-w-56 sm:text-xl" aria-live="polite" data-testid="calendar-period">
          {heading}
        </h2>
        <Button asChild variant="outline" size="icon">
          <Link to={linkTo({ date: shiftPeriod(view, date, 1) })} aria-label={t(`next.${view}`)} data-testid="calendar-next">
            <ChevronRightIcon aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to={linkTo({ date: today })}>{t('today')}</Link>
        </Button>
      </div>
      <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
        {actions}
        <nav aria-label={t('views.label')}>
          <ul className="flex rounded-md border p-0.5">
            {VIEWS.map((item) => (
              <li key={item}>
                <Link
                  to={linkTo({ view: item, date })}
                  aria-current={item === view ? 'page' : undefined}
                  data-testid={`calendar-view-${item}`}
                  className={cn('inline-flex h-9 items-center rounded-sm px-3 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none', item === view ? 'bg-primary text-primary-foreground' : 'hover:bg-accent')}
                >
                  {t(`views.${item}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
