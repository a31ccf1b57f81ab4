import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/**
 * In place of the error screen when the server asked to slow down (429): says when the page tries again, counts
 * down, then loads the same address again, which resets the boundary and re-runs the failed queries.
 */
export function RateLimitedView({ seconds, embedded = false }: { seconds: number; embedded?: boolean }) {
  const Frame = embedded ? 'section' : 'main';
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) {
      void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, location, navigate]);
  return (
    <Frame className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center" data-route-id="rate-limited">
      <h1 className="text-3xl font-bold">{t('rateLimited.title')}</h1>
      <p role="status" className="text-muted-foreground">
        {left > 0 ? t('rateLimited.description', { seconds: left }) : t('rateLimited.retrying')}
      </p>
    </Frame>
  );
}
