import type { LucideIcon } from 'lucide-react';
import {
  ArrowLeftRightIcon,
  BandageIcon,
  CircleCheckBigIcon,
  CircleXIcon,
  CornerDownRightIcon,
  FlagTriangleRightIcon,
  GoalIcon,
  HandIcon,
  ImageIcon,
  RectangleVerticalIcon,
  TimerIcon,
  TriangleAlertIcon,
  VideoIcon,
} from 'lucide-react';
import type { MatchEventCode } from '@domain/contract';
import { cn } from '@/shared/lib/cn';

const ICONS: Record<MatchEventCode, { icon: LucideIcon; className?: string }> = {
  'yellow-card': { icon: RectangleVerticalIcon, className: 'fill-caution text-caution' },
  'red-card': { icon: RectangleVerticalIcon, className: 'fill-destructive text-destructive' },
  goal: { icon: GoalIcon, className: 'text-success' },
  'time-out': { icon: TimerIcon },
  'youtube-video': { icon: VideoIcon },
  'match-picture': { icon: ImageIcon },
  'missed-penalty': { icon: CircleXIcon, className: 'text-destructive' },
  'scored-penalty': { icon: CircleCheckBigIcon, className: 'text-success' },
  substitution: { icon: ArrowLeftRightIcon },
  'injury-substitution': { icon: BandageIcon },
  foul: { icon: HandIcon },
  'penalty-foul': { icon: TriangleAlertIcon, className: 'text-destructive' },
  offside: { icon: FlagTriangleRightIcon },
  corner: { icon: CornerDownRightIcon },
};

/** The symbol of an event type; decorative, since its name is always written next to it. */
export function MatchEventIcon({ type, className }: { type: MatchEventCode; className?: string }) {
  const { icon: Icon, className: tone } = ICONS[type];
  return <Icon aria-hidden="true" className={cn('size-5 shrink-0', tone, className)} data-event-icon={type} />;
}
