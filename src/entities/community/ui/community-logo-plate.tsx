import type { LookAndFeel } from '@domain/contract';
import { cn } from '@/shared/lib/cn';

/**
 * A community's logo on its own primary colour. Brand logos are drawn for the top bar, which wears that colour,
 * so many are light on transparent and vanish on a white card.
 */
export function CommunityLogoPlate({ look, alt, className, imageClassName }: { look: Pick<LookAndFeel, 'logos' | 'primary'>; alt: string; className?: string; imageClassName?: string }) {
  return (
    <span
      data-testid="community-logo-plate"
      className={cn('inline-flex shrink-0 items-center justify-center rounded-md p-2', className)}
      // The colour is the community's data, not a design token: it cannot be a class.
      style={{ backgroundColor: look.primary }}
    >
      <img src={look.logos.brand} alt={alt} className={cn('object-contain', imageClassName)} loading="lazy" />
    </span>
  );
}
