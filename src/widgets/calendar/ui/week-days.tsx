import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/entities/calendar';
import { cn } from '@/shared/lib/cn';
import { useLocale } from '@/shared/routes';

interface WeekDaysProps {
  days: string[];
  selected: string;
  counts: Map<string, number>;
  dayLink: (date: string) => string;
  /** The day a dragged match hovers: dropping it there keeps its time and court. */
  hovered: string | null;
}

/** The week's days: each opens its time grid, and takes a match dragged onto it. */
export function WeekDays({ days, selected, counts, dayLink, hovered }: WeekDaysProps) {
  const { t } = useTranslation('calendar');
  const locale = useLocale();
  return (
    <nav aria-label={t('weekDays')} className="mb-3 overflow-x-auto">
      <ul className="grid min-w-[36rem] grid-cols-7 gap-1">
        {days.map((day) => {
          const count = counts.get(day) ?? 0;
          return (
            <li key={day}>
              <Link
                to={dayLink(day)}
                aria-current={day === selected ? 'date' : undefined}
                data-drop-date={day}
                data-testid="calendar-week-day"
                className={cn(
                  'flex flex-col items-center rounded-md border px-1 py-2 text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  day === selected && 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
                  hovered === day && 'ring-2 ring-ring',
                )}
              >
                <span className="first-letter:uppercase">{formatDay(day, locale, { weekday: 'short' })}</span>
                <span className="font-display text-lg font-bold">{Number(day.slice(8))}</span>
                <span className="text-xs">{t('matchCount', { count })}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
