import { type ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';
import { Suspense } from '@/shared/lib/hydration';

interface PageHeaderProps {
  title: ReactNode;
  /** A short line above the title (section name, sport, status). */
  eyebrow?: ReactNode;
  description?: ReactNode;
  /** Buttons or links on the right (create, edit…). */
  actions?: ReactNode;
  className?: string;
}

/** The page's one h1, with its lead and main actions. */
export function PageHeader({ title, eyebrow, description, actions, className }: PageHeaderProps) {
  return (
    // Tighter on a phone, so the screen's own content starts on its first screen.
    <header className={cn('flex flex-col gap-3 py-6 sm:flex-row sm:items-end sm:justify-between sm:gap-4 sm:py-8', className)}>
      <div className="flex max-w-3xl flex-col gap-2">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{eyebrow}</p> : null}
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        {description ? <p className="text-base text-muted-foreground sm:text-lg">{description}</p> : null}
      </div>
      {actions ? (
        <div className="flex flex-wrap gap-2 print:hidden">
          {/* An action still loading its code or texts waits alone: the page is never hidden behind it. */}
          <Suspense fallback={null}>{actions}</Suspense>
        </div>
      ) : null}
    </header>
  );
}
