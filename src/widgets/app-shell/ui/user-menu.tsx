import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { InboxIcon, LogOutIcon, UserIcon } from 'lucide-react';
import type { Locale } from '@domain/catalog';
import type { SessionUser } from '@/entities/session';
import { href, tabSlug } from '@/shared/routes';
import { Avatar, AvatarFallback, AvatarImage } from '@/shared/ui/avatar';
import { Badge } from '@/shared/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/shared/ui/dropdown-menu';
import { initialsOf } from '../lib/use-shell-session';

interface UserMenuProps {
  user: SessionUser;
  pending: number;
  locale: Locale;
  onLogout: () => void;
}

/** Avatar menu: profile (on its first tab), requests with the pending count, sign out. */
export function UserMenu({ user, pending, locale, onLogout }: UserMenuProps) {
  const { t } = useTranslation('common');
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className="relative rounded-full focus-visible:ring-2 focus-visible:ring-primary-foreground"
        aria-label={t('nav.userMenu', { name: user.fullName })}
        data-testid="user-menu"
      >
        <Avatar className="size-9 border-2 border-primary-foreground/60">
          {user.avatar ? <AvatarImage src={user.avatar} alt="" /> : null}
          <AvatarFallback className="bg-secondary text-secondary-foreground">{initialsOf(user.fullName)}</AvatarFallback>
        </Avatar>
        {pending > 0 ? <span aria-hidden="true" className="absolute -top-0.5 -right-0.5 size-3 rounded-full border-2 border-primary bg-secondary" /> : null}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-56">
        <DropdownMenuLabel className="truncate">{user.fullName}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={href('profile', { selectedTab: tabSlug('profile', 'profileInfo', locale) }, locale)} data-nav="profile">
            <UserIcon aria-hidden="true" />
            {t('nav.profile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={href('requests', {}, locale)} data-nav="requests">
            <InboxIcon aria-hidden="true" />
            {t('nav.requests')}
            {pending > 0 ? (
              <>
                <Badge variant="secondary" className="ml-auto" data-testid="pending-badge" aria-hidden="true">
                  {pending}
                </Badge>
                <span className="sr-only">{t('nav.pending', { count: pending })}</span>
              </>
            ) : null}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout} data-testid="logout">
          <LogOutIcon aria-hidden="true" />
          {t('nav.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
