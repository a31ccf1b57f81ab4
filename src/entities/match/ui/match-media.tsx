import { useTranslation } from 'react-i18next';
import type { MatchEvent } from '@domain/contract';

/**
 * The match's videos (YouTube's privacy-enhanced player, built from the stored video id only) and pictures.
 * Nothing is rendered when it has none.
 */
export function MatchMedia({ events, title }: { events: readonly MatchEvent[]; title: string }) {
  const { t } = useTranslation('match');
  const videos = events.filter((event) => event.type === 'youtube-video' && event.videoId);
  const pictures = events.filter((event) => event.type === 'match-picture' && event.imageUrl);
  if (videos.length === 0 && pictures.length === 0) return null;
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="match-media">
      {videos.map((event, index) => (
        <div key={event.id} className="aspect-video overflow-hidden rounded-xl border sm:col-span-2">
          <iframe
            className="size-full"
            src={`https://www.youtube-nocookie.com/embed/${event.videoId ?? ''}`}
            title={t('events.videoTitle', { match: title, n: index + 1 })}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        </div>
      ))}
      {pictures.map((event, index) => (
        <img key={event.id} src={event.imageUrl ?? ''} alt={t('events.pictureAlt', { match: title, n: index + 1 })} loading="lazy" className="w-full rounded-xl border object-cover" />
      ))}
    </div>
  );
}
