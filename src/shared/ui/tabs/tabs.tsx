import type { ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '@/shared/lib/cn';
import { ScrollCue, useScrollEdges } from '../scroll-cue';

export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cn('flex flex-col gap-2 data-[orientation=vertical]:flex-row', className)}
      {...props}
    />
  );
}

/** The tab row scrolls sideways on narrow screens, with a fade on the side that hides more tabs. */
export function TabsList({ className, ref, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  const { ref: scroller, edges } = useScrollEdges(ref);
  return (
    <ScrollCue edges={edges} className="w-fit rounded-lg [--scroll-cue-from:var(--muted)]">
      <TabsPrimitive.List
        ref={scroller}
        data-slot="tabs-list"
        className={cn(
          'inline-flex w-fit items-center justify-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground',
          'max-w-full overflow-x-auto data-[orientation=vertical]:flex-col',
          className,
        )}
        {...props}
      />
    </ScrollCue>
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex h-8 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
        'hover:text-foreground disabled:pointer-events-none disabled:opacity-50',
        'data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        'flex-1 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        className,
      )}
      {...props}
    />
  );
}
