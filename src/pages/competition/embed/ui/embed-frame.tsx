import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon } from 'lucide-react';
import type { EmbedRouteId } from '@domain/routes/embed';
import { cn } from '@/shared/lib/cn';
import { useEmbedOptions } from '../model/use-embed-options';

interface EmbedFrameProps {
  routeId: EmbedRouteId;
  /** What it shows, named: the tournament and phase, the ranking table. */
  title: string;
  /** The line above the title (the tournament of a phase, the ranking of a table). */
  eyebrow?: string | undefined;
  /** The full screen on the platform, opened in a new tab. */
  source: string;
  children: ReactNode;
}

/**
 * The frame of every embed, in place of the app's: the title, the content, and a small link to the full screen
 * on the platform. Its theme and size come from the address (`?theme=dark&size=compact`).
 */
export function EmbedFrame({ routeId, title, eyebrow, source, children }: EmbedFrameProps) {
  const { t } = useTranslation('embed');
  const options = useEmbedOptions();
  return (
    <main
      data-route-id={routeId}
      data-embed-theme={options.theme}
      data-embed-size={options.compact ? 'compact' : 'regular'}
      className={cn('min-h-dvh bg-background text-foreground', options.theme === 'dark' && 'dark', options.compact ? 'p-2 text-sm' : 'p-4')}
    >
      <header className={cn('flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1', options.compact ? 'mb-2' : 'mb-4')}>
        <div className="min-w-0">
          {eyebrow ? <p className="truncate text-xs text-muted-foreground">{eyebrow}</p> : null}
          <h1 className={cn('font-bold', options.compact ? 'text-base' : 'text-xl')} data-testid="embed-title">
            {title}
          </h1>
        </div>
        <span className="inline-flex items-center gap-1 text-xs text-muted-foreground" data-testid="embed-live">
          <span aria-hidden="true" className="size-2 rounded-full bg-success" />
          {t('live')}
        </span>
      </header>
      {children}
      <footer className={cn('flex justify-end', options.compact ? 'mt-2' : 'mt-4')}>
        <a href={source} target="_blank" rel="noopener" className="inline-flex items-center gap-1 text-xs text-muted-foreground underline-offset-4 hover:underline" data-testid="embed-source">
          {t('openOnPlatform')}
          <ExternalLinkIcon aria-hidden="true" className="size-3" />
          <span className="sr-only">{t('newTab')}</span>
        </a>
      </footer>
    </main>
  );
}
