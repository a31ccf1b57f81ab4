import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@domain/catalog';
import type { SessionUser } from '@/entities/session';
import { href, tabSlug } from '@/shared/routes';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Separator } from '@/shared/ui/separator';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/shared/ui/sheet';
import { MEMBER_LINKS, MEMBER_MENUS, PUBLIC_LINKS } from '../config/nav-items';
import { NavLinks } from './nav-links';

export interface DrawerSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  locale: Locale;
  user: SessionUser | null;
  ready: boolean;
  pending: number;
  onLogout: () => void;
  /** Gets the focus back when the drawer closes. */
  returnFocus: RefObject<HTMLButtonElement | null>;
}

const itemClass = 'flex items-center gap-2 rounded-md px-3 py-2 text-base font-medium hover:bg-accent';

/** Narrow screens: every menu inline in a right-hand drawer. */
export function DrawerSheet({ open, onOpenChange, locale, user, ready, pending, onLogout, returnFocus }: DrawerSheetProps) {
  const { t } = useTranslation('common');
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        closeLabel={t('nav.closeMenu')}
        data-testid="nav-drawer"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>{t('nav.menuTitle')}</SheetTitle>
          <SheetDescription className="sr-only">{t('nav.menuDescription')}</SheetDescription>
        </SheetHeader>
        <nav aria-label={t('nav.main')} className="flex flex-col gap-4 px-4 pb-6">
          <NavLinks items={user ? [...PUBLIC_LINKS, ...MEMBER_LINKS] : PUBLIC_LINKS} locale={locale} variant="list" onNavigate={close} />
          {user
            ? MEMBER_MENUS.map((menu) => (
                <section key={menu.key} aria-labelledby={`drawer-${menu.key}`}>
                  <h2 id={`drawer-${menu.key}`} className="px-3 pb-1 text-sm font-semibold text-muted-foreground uppercase">
                    {t(menu.label)}
                  </h2>
                  <NavLinks items={menu.items} locale={locale} variant="list" onNavigate={close} />
                </section>
              ))
            : null}
          <Separator />
          {user ? (
            <section aria-label={user.fullName} className="flex flex-col gap-1">
              <p className="truncate px-3 pb-1 text-sm font-semibold">{user.fullName}</p>
              <Link to={href('profile', { selectedTab: tabSlug('profile', 'profileInfo', locale) }, locale)} className={itemClass} onClick={close}>
                {t('nav.profile')}
              </Link>
              <Link to={href('requests', {}, locale)} className={itemClass} onClick={close}>
                {t('nav.requests')}
                {pending > 0 ? (
                  <>
                    <Badge variant="secondary" aria-hidden="true">
                      {pending}
                    </Badge>
                    <span className="sr-only">{t('nav.pending', { count: pending })}</span>
                  </>
                ) : null}
              </Link>
              <Button variant="outline" className="mt-2 justify-start" onClick={onLogout}>
                {t('nav.logout')}
              </Button>
            </section>
          ) : ready ? (
            <Button asChild>
              <Link to={href('login', {}, locale)} onClick={close}>
                {t('nav.login')}
              </Link>
            </Button>
          ) : null}
        </nav>
      </SheetContent>
    </Sheet>
  );
}
