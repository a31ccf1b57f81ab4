import type { ComponentProps } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { cn } from '@/shared/lib/cn';
import type { ScrollEdges } from './use-scroll-edges';

const edge = cn(
  'pointer-events-none absolute inset-y-0 flex w-10 items-center text-muted-foreground transition-[opacity,visibility] duration-150',
  'from-(--scroll-cue-from) to-transparent',
);

/**
 * A frame around a horizontally scrolling row that fades the side with more to see and shows a chevron there.
 * The fade blends into `--scroll-cue-from` (the page background unless the row sets its own colour).
 */
export function ScrollCue({ edges, className, children, ...props }: ComponentProps<'div'> & { edges: ScrollEdges }) {
  return (
    <div
      data-slot="scroll-cue"
      data-scroll-start={edges.start || undefined}
      data-scroll-end={edges.end || undefined}
      className={cn('relative max-w-full [--scroll-cue-from:var(--background)]', className)}
      {...props}
    >
      {children}
      <span aria-hidden="true" data-edge="start" className={cn(edge, 'left-0 justify-start bg-linear-to-r', edges.start ? 'visible opacity-100' : 'invisible opacity-0')}>
        <ChevronLeftIcon className="size-4" />
      </span>
      <span aria-hidden="true" data-edge="end" className={cn(edge, 'right-0 justify-end bg-linear-to-l', edges.end ? 'visible opacity-100' : 'invisible opacity-0')}>
        <ChevronRightIcon className="size-4" />
      </span>
    </div>
  );
}
