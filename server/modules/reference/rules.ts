import { MODALITIES, MODALITY_IDS, type Label, type Locale } from '@domain/catalog';
import { PHASE_FORMAT_IDS, phaseConfigurationDefaults, type GameRule, type SportRef } from '@domain/contract';

/** The game systems a tournament is played in (the `ruleId` of `phase/configuration`), with what each means. */
const RULE_TEXTS: Partial<Record<number, Label>> = {
  [MODALITY_IDS.single]: {
    es: 'Uno contra uno: cada partido enfrenta a dos jugadores y lo gana quien se lleva más periodos o anota más.',
    en: 'One against one: each match sets two players against each other, won by whoever takes more periods or scores more.',
  },
  [MODALITY_IDS.team]: {
    es: 'Equipo contra equipo: en tenis de mesa cada encuentro se juega en partidas individuales y de dobles en el orden de su secuencia, y lo gana el primero en ganar las partidas necesarias; en los demás deportes, un partido entre dos equipos.',
    en: 'Team against team: in table tennis each encounter is played as singles and doubles rubbers in the order of its sequence, won by the first to win the rubbers needed; in the other sports, one match between two teams.',
  },
  [MODALITY_IDS.double]: {
    es: 'Pareja contra pareja: cada partido enfrenta a dos parejas, con las mismas reglas de puntuación que el individual.',
    en: 'Double against double: each match sets two pairs against each other, scored as a singles match is.',
  },
};

const ENABLED_BY: Partial<Record<number, keyof SportRef['config']>> = {
  [MODALITY_IDS.single]: 'enableSingle',
  [MODALITY_IDS.team]: 'enableTeams',
  [MODALITY_IDS.double]: 'enableDoubles',
};

/** Game system `id` in `locale`, with each sport's defaults for it; null for an id that is not a game system. */
export function gameRule(id: number, sports: readonly SportRef[], locale: Locale): GameRule | null {
  const modality = MODALITIES.find((row) => row.id === id);
  const description = RULE_TEXTS[id];
  const flag = ENABLED_BY[id];
  if (!modality || !description || !flag) return null;
  return {
    id,
    code: modality.code,
    name: modality.labels[locale].singular,
    plural: modality.labels[locale].plural,
    description: description[locale],
    sports: sports.map((sport) => {
      const defaults = phaseConfigurationDefaults(sport.id, PHASE_FORMAT_IDS.groups, id);
      return { id: sport.id, name: sport.label[locale], enabled: sport.config[flag] === true, rubbersToWin: defaults.rubbersToWin, tieBreakPreset: defaults.tieBreakPreset };
    }),
  };
}
