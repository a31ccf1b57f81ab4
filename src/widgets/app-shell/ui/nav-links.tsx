import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@domain/catalog';
import { clsx } from 'clsx';
import { href } from '@/shared/routes';
import type { NavItem } from '../config/nav-items';

interface NavLinksProps {
  items: NavItem[];
  locale: Locale;
  /** `bar`: the top bar on the brand colour; `list`: a vertical list in the drawer. */
  variant: 'bar' | 'list';
  onNavigate?: () => void;
}

const styles = {
  bar: 'rounded-md px-3 py-2 text-sm font-medium text-primary-foreground hover:bg-primary-foreground/10 aria-[current=page]:underline aria-[current=page]:underline-offset-8 aria-[current=page]:decoration-2',
  list: 'block rounded-md px-3 py-2 text-base font-medium hover:bg-accent aria-[current=page]:bg-accent',
};

export function NavLinks({ items, locale, variant, onNavigate }: NavLinksProps) {
  const { t } = useTranslation('common');
  return (
    <ul className={clsx('flex gap-1', variant === 'bar' ? 'items-center' : 'flex-col')}>
      {items.map((item) => (
        <li key={item.id}>
          <NavLink to={href(item.id, {}, locale)} className={styles[variant]} onClick={onNavigate} data-nav={item.id}>
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
