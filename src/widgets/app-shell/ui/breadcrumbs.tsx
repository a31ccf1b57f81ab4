import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from 'lucide-react';
import type { Locale } from '@domain/catalog';
import { cn } from '@/shared/lib/cn';
import { href } from '@/shared/routes';
import type { Crumb } from '../lib/breadcrumb-trail';

/** How many steps very small screens keep (the last ones). */
const COLLAPSED = 3;

/** The route's trail (built by breadcrumbTrail), its last step being the current page. */
export function Breadcrumbs({ trail, locale }: { trail: Crumb[]; locale: Locale }) {
  const { t } = useTranslation('common');
  const hiddenBelow = trail.length - COLLAPSED;
  return (
    <nav aria-label={t('breadcrumbs.label')} className="mx-auto w-full max-w-7xl px-4 pt-4 print:hidden" data-testid="breadcrumbs">
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
                <Link to={href(crumb.to.id, crumb.to.params, locale)} className="underline-offset-4 hover:text-foreground hover:underline">
                  {t(`breadcrumbs.${crumb.label}`)}
                </Link>
              ) : (
                <span aria-current="page" className="font-medium text-foreground">
                  {t(`breadcrumbs.${crumb.label}`)}
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
