import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarPlusIcon, DownloadIcon, RssIcon } from 'lucide-react';
import { Button } from '@/shared/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/shared/ui/dropdown-menu';
import { feedLinks, type FeedKind } from '../lib/feed-links';

const noChanges = () => () => undefined;

/** "Subscribe": the feed for a calendar app (`webcal://`) and the same feed as a `.ics` file. */
export function SubscribeButton({ kind, id, fileName }: { kind: FeedKind; id: number; fileName: string }) {
  const { t } = useTranslation('calendar');
  // The host is known in the browser only: the server render offers the download until the page hydrates.
  const origin = useSyncExternalStore(noChanges, () => window.location.origin, () => null);
  const links = feedLinks(kind, id, origin);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" data-testid="calendar-subscribe">
          <CalendarPlusIcon aria-hidden="true" />
          {t('subscribe.button')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-w-72">
        {links.subscribe ? (
          <DropdownMenuItem asChild>
            <a href={links.subscribe} data-testid="calendar-webcal">
              <RssIcon aria-hidden="true" />
              {t('subscribe.webcal')}
            </a>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem asChild>
          <a href={links.download} download={`${fileName}.ics`} data-testid="calendar-download">
            <DownloadIcon aria-hidden="true" />
            {t('subscribe.download')}
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
