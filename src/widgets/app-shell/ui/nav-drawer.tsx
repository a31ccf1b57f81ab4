import { lazy, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from 'lucide-react';
import type { DrawerSheetProps } from './drawer-sheet';
import { barMenuButton } from './shell-styles';
import { Suspense } from '@/shared/lib/hydration';

// The drawer's dialog code loads on first use, so pages open without it.
const DrawerSheet = lazy(() => import('./drawer-sheet').then((module) => ({ default: module.DrawerSheet })));

type NavDrawerProps = Omit<DrawerSheetProps, 'open' | 'onOpenChange' | 'returnFocus'>;

export function NavDrawer(props: NavDrawerProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();
  useEffect(() => setOpen(false), [key]);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={barMenuButton}
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="nav-drawer-trigger"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <MenuIcon aria-hidden="true" className="size-6" />
      </button>
      {used ? (
        <Suspense fallback={null}>
          <DrawerSheet {...props} open={open} onOpenChange={setOpen} returnFocus={button} />
        </Suspense>
      ) : null}
    </>
  );
}
