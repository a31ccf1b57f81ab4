import { NavLink } from 'react-router-dom';
import { cn } from '@/shared/lib/cn';
import { ScrollCue, useScrollEdges } from '@/shared/ui/scroll-cue';

export interface SectionLink {
  key: string;
  label: string;
  to: string;
}

/**
 * A screen's sections as a row of tab-like links: each section has its own address.
 * On a phone the row scrolls sideways, fades on the side with more sections and starts on the current one.
 */
export function SectionNav({ label, links, className }: { label: string; links: SectionLink[]; className?: string }) {
  const { ref, edges } = useScrollEdges<HTMLUListElement>();
  return (
    <nav aria-label={label} className={cn('border-b print:hidden', className)} data-testid="section-nav">
      <ScrollCue edges={edges} className="-mb-px">
        <ul ref={ref} className="flex gap-1 overflow-x-auto">
          {links.map((link) => (
            <li key={link.key}>
              <NavLink
                to={link.to}
                end
                data-section={link.key}
                className={({ isActive }) =>
                  cn(
                    'inline-flex h-11 items-center border-b-2 border-transparent px-4 text-sm font-medium whitespace-nowrap text-muted-foreground hover:text-foreground',
                    isActive && 'border-primary text-foreground',
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </ScrollCue>
    </nav>
  );
}
