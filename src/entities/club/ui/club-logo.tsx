import { ShieldIcon } from 'lucide-react';
import { cn } from '@/shared/lib/cn';

/** A club's logo, or a neutral shield; decorative next to the club's name. */
export function ClubLogo({ logo, className }: { logo: string | null; className?: string }) {
  return (
    <span aria-hidden="true" className={cn('flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted', className)}>
      {logo ? <img src={logo} alt="" className="size-full object-contain" loading="lazy" /> : <ShieldIcon className="size-5 text-muted-foreground" />}
    </span>
  );
}
