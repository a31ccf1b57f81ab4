import { clsx } from 'clsx';
import { useCurrentCommunity } from '../model/use-community';

const DEFAULT_LOGO = '/communities/torneos/logo.svg';

/** The space's brand logo (the platform's own until the space is known). */
export function CommunityLogo({ className, fallbackName }: { className?: string; fallbackName: string }) {
  const community = useCurrentCommunity();
  return (
    <img
      src={community?.lookAndFeel.logos.brand || DEFAULT_LOGO}
      alt={community?.name ?? fallbackName}
      data-testid="community-logo"
      data-community={community?.domain ?? ''}
      className={clsx('h-8 w-auto max-w-[45vw] object-contain object-left sm:max-w-52', className)}
      // The platform logo's proportions (180 × 40), so the top bar keeps its layout while the image loads.
      width={144}
      height={32}
    />
  );
}
