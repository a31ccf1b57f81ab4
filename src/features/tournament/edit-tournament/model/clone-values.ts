import { addDays } from '@domain/calendar';
import type { ValidDetail } from '@domain/contract';

/** A year later (the same weekday, 52 weeks on, so a weekend tournament stays on a weekend), with the name's year moved too. */
export function cloneDefaultsOf(tournament: Pick<ValidDetail, 'name' | 'startDate' | 'endDate'>) {
  const days = 364;
  const year = Number(tournament.startDate.slice(0, 4));
  const name = tournament.name.includes(String(year)) ? tournament.name.replaceAll(String(year), String(year + 1)) : tournament.name;
  return { name, startDate: addDays(tournament.startDate, days), endDate: addDays(tournament.endDate, days), inscriptionEnd: null };
}
