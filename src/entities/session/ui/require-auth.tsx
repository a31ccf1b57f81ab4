import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/ui/spinner';
import { href, localeOfPath } from '@/shared/routes';
import { $isAuthenticated, $sessionReady } from '../model/session.model';
import { savePostLoginTarget } from '../lib/post-login-target';

function RedirectToLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    savePostLoginTarget(`${location.pathname}${location.search}`);
    void navigate(href('login', {}, localeOfPath(location.pathname)), { replace: true });
  }, [location.pathname, location.search, navigate]);
  return null;
}

/** Wraps a page that needs a signed-in user: waits for the restore, else sends to login and remembers the page. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const [ready, authenticated] = useUnit([$sessionReady, $isAuthenticated]);
  if (!ready) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (!authenticated) return <RedirectToLogin />;
  return children;
}
