import { PHASE_CATEGORY_IDS, PHASE_FORMAT_IDS } from '@domain/contract';
import { qualifyFromGroups } from '@domain/engine';
import type { Database } from '../../db/client';
import { drawOfPhase, groupsOfPhase } from '../draws/queries';
import { laterPhaseEntryIds } from '../inscribed/phase-entries';
import type { PhaseRow } from './queries';

/**
 * A later phase not drawn yet counts the entries it is waiting for, as someone reading a tournament expects of a
 * knockout fed by groups (16 lines to fill, not 0): once the phase it follows is finished, its qualified (the list
 * `GET inscribed/{validId}/{phaseId}` answers); while that phase is being played, the places its groups send on
 * (each group's first `classified`, or for a repechage the `unclassified` after them). Entries placed straight into
 * the phase count in both cases. `rows` are one tournament's phases in order.
 */
export async function withPlannedEntries(db: Database, rows: PhaseRow[]): Promise<PhaseRow[]> {
  return Promise.all(
    rows.map(async (row, index) => {
      if (index === 0 || (await drawOfPhase(db, row.id))) return row;
      const ids = await laterPhaseEntryIds(db, row.id);
      if (ids) return { ...row, entryCount: ids.length };
      const earlier = rows.slice(0, index);
      const source = earlier.findLast((phase) => phase.categoryId === PHASE_CATEGORY_IDS.normal) ?? earlier[0];
      if (!source || source.formatId !== PHASE_FORMAT_IDS.groups) return row;
      const groups = await groupsOfPhase(db, source.id);
      const places = qualifyFromGroups(
        groups.map((group) => group.entries.map((entry) => entry.inscribedId)),
        { classified: source.configuration.classified, unclassified: source.configuration.unclassified },
      );
      const coming = row.categoryId === PHASE_CATEGORY_IDS.repechage ? places.repechage.length : places.normal.length;
      return { ...row, entryCount: row.entryCount + coming };
    }),
  );
}
