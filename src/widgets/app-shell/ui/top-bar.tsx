import { lazy } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@domain/catalog';
import { CommunityLogo, useCurrentCommunity } from '@/entities/community';
import { LocaleSwitch } from '@/features/switch-locale';
import { cn } from '@/shared/lib/cn';
import { href } from '@/shared/routes';
import { MEMBER_LINKS, PUBLIC_LINKS } from '../config/nav-items';
import { useShellSession } from '../lib/use-shell-session';
import { barButton, barLoginLink } from './shell-styles';
import { NavDrawer } from './nav-drawer';
import { NavLinks } from './nav-links';
import { Suspense } from '@/shared/lib/hydration';

// Dropdown menus exist only for signed-in people: visitors never download them.
const MemberMenus = lazy(() => import('./member-menus').then((module) => ({ default: module.MemberMenus })));
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

/**
 * Logo, main links, the members' dropdown menus (sm and up), the language switch, and below md a drawer
 * holding every menu inline.
 */
export function TopBar({ locale }: { locale: Locale }) {
  const { t } = useTranslation('common');
  const { ready, user, pending, logout } = useShellSession();
  const community = useCurrentCommunity();
  const name = community?.name ?? t('appName');
  return (
    <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
      <Link
        to={href(user ? 'welcome' : 'home', {}, locale)}
        className="mr-2 flex shrink-0 items-center rounded-md focus-visible:ring-2 focus-visible:ring-primary-foreground"
        aria-label={t('nav.home', { name })}
        data-testid="logo-link"
      >
        <CommunityLogo fallbackName={name} />
      </Link>
      <nav aria-label={t('nav.main')} className="hidden items-center gap-1 sm:flex" data-testid="top-nav">
        <div className="hidden md:block">
          <NavLinks items={user ? [...PUBLIC_LINKS, ...MEMBER_LINKS] : PUBLIC_LINKS} locale={locale} variant="bar" />
        </div>
        {user ? (
          <Suspense fallback={null}>
            <MemberMenus locale={locale} className="flex" />
          </Suspense>
        ) : null}
      </nav>
      <div className="ml-auto flex items-center gap-1">
        <LocaleSwitch className={barButton} />
        {user ? (
          <div className="hidden sm:block">
            <Suspense fallback={null}>
              <UserMenu user={user} pending={pending} locale={locale} onLogout={logout} />
            </Suspense>
          </div>
        ) : (
          // Before the session is known the link is written hidden: a visitor's page (marked by the server) shows it
          // at once, without waiting for the app; for someone signed in it never shows.
          <Link to={href('login', {}, locale)} className={cn(barLoginLink, !ready && 'visitor-only')} data-nav="login">
            {t('nav.login')}
          </Link>
        )}
        <NavDrawer locale={locale} user={user} ready={ready} pending={pending} onLogout={logout} />
      </div>
    </div>
  );
}
