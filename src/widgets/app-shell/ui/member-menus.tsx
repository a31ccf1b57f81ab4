import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from 'lucide-react';
import type { Locale } from '@domain/catalog';
import { cn } from '@/shared/lib/cn';
import { href } from '@/shared/routes';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/shared/ui/dropdown-menu';
import { MEMBER_MENUS } from '../config/nav-items';
import { barButton } from './shell-styles';


/** The Categories and Participants menus as dropdowns (wide screens). */
export function MemberMenus({ locale, className }: { locale: Locale; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className={cn('items-center gap-1', className)}>
      {MEMBER_MENUS.map((menu) => (
        <DropdownMenu key={menu.key} modal={false}>
          <DropdownMenuTrigger className={barButton} data-menu={menu.key}>
            {t(menu.label)}
            <ChevronDownIcon aria-hidden="true" className="size-4" />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start" className="min-w-48">
            {menu.items.map((item) => (
              <DropdownMenuItem key={item.id} asChild>
                <Link to={href(item.id, {}, locale)} data-nav={item.id}>
                  {t(item.label)}
                </Link>
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      ))}
    </div>
  );
}
