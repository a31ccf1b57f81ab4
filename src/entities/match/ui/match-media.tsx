import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon, PlayIcon } from 'lucide-react';
import type { MatchEvent } from '@domain/contract';

/** The media events, shown by `MatchMedia` rather than as lines of the timeline. */
export const MEDIA_EVENT_TYPES: ReadonlySet<MatchEvent['type']> = new Set(['youtube-video', 'match-picture']);

/**
 * One video: a still frame with a play button until the visitor asks for it; only then is YouTube's player (its
 * privacy-enhanced address, built from the stored video id only) loaded, so a visit alone tells YouTube nothing and
 * a page without a connection to it shows no empty grey frame.
 */
function MatchVideo({ videoId, title }: { videoId: string; title: string }) {
  const { t } = useTranslation('match');
  const [playing, setPlaying] = useState(false);
  return (
    <figure className="flex max-w-2xl flex-col gap-2" data-testid="match-video">
      <div className="aspect-video overflow-hidden rounded-xl border bg-foreground">
        {playing ? (
          <iframe
            className="size-full"
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`}
            title={title}
            referrerPolicy="strict-origin-when-cross-origin"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="flex size-full flex-col items-center justify-center gap-3 text-background focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring focus-visible:ring-inset"
            aria-label={t('events.play', { title })}
            data-testid="match-video-play"
          >
            <span className="flex size-16 items-center justify-center rounded-full bg-background/15">
              <PlayIcon aria-hidden="true" className="size-8 translate-x-0.5" />
            </span>
            <span className="px-4 text-center text-sm font-medium">{t('events.playHint')}</span>
          </button>
        )}
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>{title}</span>
        <a href={`https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline">
          {t('events.openOnYoutube')}
          <ExternalLinkIcon aria-hidden="true" className="size-4" />
        </a>
      </figcaption>
    </figure>
  );
}

/** The match's videos and pictures. Nothing is rendered when it has none. */
export function MatchMedia({ events, title }: { events: readonly MatchEvent[]; title: string }) {
  const { t } = useTranslation('match');
  const videos = events.filter((event) => event.type === 'youtube-video' && event.videoId);
  const pictures = events.filter((event) => event.type === 'match-picture' && event.imageUrl);
  if (videos.length === 0 && pictures.length === 0) return null;
  return (
    <div className="flex flex-col gap-4" data-testid="match-media">
      {videos.map((event, index) => (
        <MatchVideo key={event.id} videoId={event.videoId ?? ''} title={t('events.videoTitle', { match: title, n: index + 1 })} />
      ))}
      {pictures.length > 0 ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {pictures.map((event, index) => (
            <img key={event.id} src={event.imageUrl ?? ''} alt={t('events.pictureAlt', { match: title, n: index + 1 })} loading="lazy" className="w-full rounded-xl border object-cover" />
          ))}
        </div>
      ) : null}
    </div>
  );
}
