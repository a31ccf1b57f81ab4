import type { PersonSummary } from '@domain/contract';
import { initialsOf } from '@/shared/lib/text';
import { Avatar, AvatarFallback, AvatarImage } from '@/shared/ui/avatar';

export const fullName = (person: Pick<PersonSummary, 'firstName' | 'lastName'>) => `${person.firstName} ${person.lastName}`.trim();

const initials = (person: Pick<PersonSummary, 'firstName' | 'lastName'>) => initialsOf(fullName(person));

/** A person's picture, or their initials. Decorative: the name is always written next to it. */
export function PersonAvatar({ person, className }: { person: Pick<PersonSummary, 'firstName' | 'lastName' | 'avatar'>; className?: string }) {
  return (
    <Avatar className={className} aria-hidden="true">
      {person.avatar ? <AvatarImage src={person.avatar} alt="" /> : null}
      <AvatarFallback>{initials(person)}</AvatarFallback>
    </Avatar>
  );
}
