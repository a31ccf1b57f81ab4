import { roundName, type Locale } from '@domain/engine';
import type { MatchView, PhaseDraw } from '@domain/contract';

export interface MatchSection {
  key: string;
  /** Group name (shown as "Group A") or the round's name. */
  title: { kind: 'group'; name: string } | { kind: 'round'; name: string };
  matches: MatchView[];
}

const byOrder = (a: MatchView, b: MatchView) => a.round - b.round || a.position - b.position;

/** A groups phase's matches by group, round by round; a bracket's by round with the spec's round names. */
export function matchSections(draw: PhaseDraw, matches: readonly MatchView[], locale: Locale): MatchSection[] {
  if (draw.bracket) {
    const size = draw.bracket.size;
    const keys = [...new Set(matches.map((match) => (match.thirdPlace ? 'third' : `r${match.round}`)))];
    const sections = keys.map((key) => {
      const inSection = matches.filter((match) => (match.thirdPlace ? 'third' : `r${match.round}`) === key).sort(byOrder);
      const first = inSection[0];
      const name = first?.thirdPlace ? roundName(3, locale) : roundName(size / 2 ** ((first?.round ?? 1) - 1), locale);
      return { key, title: { kind: 'round', name } as const, matches: inSection, order: (first?.round ?? 0) + (first?.thirdPlace ? 0.5 : 0) };
    });
    return sections.sort((a, b) => a.order - b.order).map(({ order: _order, ...section }) => section);
  }
  return draw.groups.map((group) => ({
    key: `g${group.id}`,
    title: { kind: 'group', name: group.name },
    matches: matches.filter((match) => match.groupId === group.id).sort(byOrder),
  }));
}
