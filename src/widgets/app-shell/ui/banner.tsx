import { useTranslation } from 'react-i18next';
import type { BannerKind } from '@/shared/routes';

export interface BannerView {
  kind: BannerKind;
  image: string;
}

/** The route's banner: its text over a sport background; a slim strip on phones, so the screen's own content comes first. */
export function Banner({ banner }: { banner: BannerView | null }) {
  const { t } = useTranslation('common');
  if (!banner) return null;
  return (
    <section
      aria-labelledby="route-banner"
      data-testid="banner"
      data-banner={banner.kind}
      className="relative isolate overflow-hidden bg-foreground print:hidden"
    >
      {/* An image, not an inline style: the server-rendered HTML may carry no style attribute under the CSP. */}
      <img src={banner.image} alt="" aria-hidden="true" width={1280} height={128} fetchPriority="high" decoding="async" className="absolute inset-0 -z-20 size-full object-cover" />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-foreground/40" />
      <p id="route-banner" className="mx-auto max-w-7xl px-4 py-2 font-display text-sm leading-tight font-bold tracking-wide text-background sm:py-12 sm:text-4xl">
        {t(`banner.${banner.kind}`)}
      </p>
    </section>
  );
}
