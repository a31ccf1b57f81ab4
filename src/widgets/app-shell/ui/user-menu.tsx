import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { InboxIcon, LogOutIcon, UserIcon } from 'lucide-react';
import type { Locale } from '@domain/catalog';
import { useUnit } from 'effector-react';
import { $accountId, accountSelected, type SessionUser } from '@/entities/session';
import { toast } from '@/shared/ui/toaster';
import { href, tabSlug } from '@/shared/routes';
import { Avatar, AvatarFallback, AvatarImage } from '@/shared/ui/avatar';
import { Badge } from '@/shared/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/shared/ui/dropdown-menu';
import { initialsOf } from '@/shared/lib/text';

interface UserMenuProps {
  user: SessionUser;
  pending: number;
  locale: Locale;
  onLogout: () => void;
}

/** Avatar menu: the account you act as (when you have several), profile, requests with the pending count, sign out. */
export function UserMenu({ user, pending, locale, onLogout }: UserMenuProps) {
  const { t } = useTranslation('common');
  const [accountId, selectAccount] = useUnit([$accountId, accountSelected]);
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
        {user.accounts.length > 1 ? (
          <>
            <DropdownMenuLabel className="text-xs font-normal text-muted-foreground" id="acting-as">
              {t('nav.actingAs')}
            </DropdownMenuLabel>
            <DropdownMenuRadioGroup
              aria-labelledby="acting-as"
              value={String(accountId ?? '')}
              onValueChange={(value) => {
                const account = user.accounts.find((item) => String(item.id) === value);
                if (!account) return;
                selectAccount(account.id);
                toast.success(t('nav.accountSwitched', { name: account.name }));
              }}
              data-testid="account-switcher"
            >
              {user.accounts.map((account) => (
                <DropdownMenuRadioItem key={account.id} value={String(account.id)} className="truncate">
                  {account.name}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
            <DropdownMenuSeparator />
          </>
        ) : null}
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
