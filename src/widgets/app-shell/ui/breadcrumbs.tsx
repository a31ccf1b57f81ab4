import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@domain/catalog';
import { pageRecordsQuery } from '@/shared/api';
import { cn } from '@/shared/lib/cn';
import { href } from '@/shared/routes';
import type { Crumb } from '../lib/breadcrumb-trail';

/** How many steps very small screens keep (the last ones). */
const COLLAPSED = 3;

/**
 * The route's trail (built by breadcrumbTrail), its last step being the current page. Steps that stand for a record
 * show its name (the tournament, the phase, the ranking…), its kind's word until the names arrive.
 */
export function Breadcrumbs({ trail, locale, pathname }: { trail: Crumb[]; locale: Locale; pathname: string }) {
  const { t } = useTranslation('common');
  const names = useQuery(pageRecordsQuery(pathname)).data?.names;
  const text = (crumb: Crumb) => (crumb.name ? names?.[crumb.name] : undefined) ?? t(`breadcrumbs.${crumb.label}`);
  const hiddenBelow = trail.length - COLLAPSED;
  return (
    <nav aria-label={t('breadcrumbs.label')} className="w-full print:hidden" data-testid="breadcrumbs">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
        {hiddenBelow > 0 ? (
          <li aria-hidden="true" className="hidden items-center gap-1 max-[420px]:flex">
            <span title={t('breadcrumbs.more')}>…</span>
            <ChevronRightIcon className="size-4" />
          </li>
        ) : null}
        {trail.map((crumb, index) => (
          <Fragment key={`${crumb.label}-${index}`}>
            <li className={cn('flex items-center gap-1', index < hiddenBelow && 'max-[420px]:hidden')} data-crumb={crumb.label}>
              {crumb.to ? (
                <Link to={href(crumb.to.id, crumb.to.params, locale)} className="max-w-[16rem] truncate underline-offset-4 hover:text-foreground hover:underline">
                  {text(crumb)}
                </Link>
              ) : (
                <span aria-current="page" className="max-w-[16rem] truncate font-medium text-foreground">
                  {text(crumb)}
                </span>
              )}
              {index < trail.length - 1 ? <ChevronRightIcon aria-hidden="true" className="size-4" /> : null}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
