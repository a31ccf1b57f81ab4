import type { LocalizedText } from './engine.types';

/** Stable, machine-readable reasons; the server returns the code and the UI may show the text. */
const MESSAGES = {
  notEnoughEntries: {
    es: 'Se necesitan al menos dos participantes',
    en: 'At least two entries are needed',
  },
  tooManyEntries: {
    es: 'Una llave admite como máximo 128 participantes',
    en: 'A bracket holds at most 128 entries',
  },
  duplicateEntry: {
    es: 'Un participante aparece más de una vez',
    en: 'An entry appears more than once',
  },
  invalidGroupCount: {
    es: 'Cada grupo necesita al menos dos participantes',
    en: 'Every group needs at least two entries',
  },
  manualGroupCount: {
    es: 'La ubicación manual no tiene el número de grupos configurado',
    en: 'The manual placement does not have the configured number of groups',
  },
  manualEntryMismatch: {
    es: 'La ubicación manual debe colocar a cada participante exactamente una vez',
    en: 'The manual placement must place every entry exactly once',
  },
  manualLineCount: {
    es: 'La ubicación manual debe tener un lugar por cada línea de la llave',
    en: 'The manual placement must have one place for every line of the bracket',
  },
  manualDoubleBye: {
    es: 'Un partido de la primera ronda no puede tener dos libres',
    en: 'A first-round match cannot have two byes',
  },
  manualUnevenGroups: {
    es: 'Los tamaños de los grupos pueden diferir como máximo en uno',
    en: 'Group sizes may differ by one entry at most',
  },
  invalidScore: {
    es: 'Los puntajes deben ser números enteros mayores o iguales a cero',
    en: 'Scores must be whole numbers of zero or more',
  },
  gameNotFinished: {
    es: 'Un set termina al alcanzar los puntos para ganar con dos de diferencia',
    en: 'A game ends when the points to win are reached with a two-point lead',
  },
  gameOverrun: {
    es: 'Un set no puede continuar después de ganado (por ejemplo 12–3 a 11 puntos)',
    en: 'A game cannot go on after it was won (for example 12–3 in a game to 11)',
  },
  playedAfterDecision: {
    es: 'Se cargó un set o partido después de que el encuentro estaba decidido',
    en: 'A game or match was entered after the match was already decided',
  },
  tooManyPeriods: {
    es: 'Hay más periodos que el máximo configurado',
    en: 'There are more periods than the configured maximum',
  },
  undecided: {
    es: 'El encuentro todavía no está decidido',
    en: 'The match is not decided yet',
  },
  periodCount: {
    es: 'Número de periodos incorrecto para este deporte: el fútbol se juega en dos tiempos y el baloncesto en cuatro cuartos',
    en: 'Wrong number of periods for this sport: soccer is played in two halves and basketball in four quarters',
  },
  extraTimeHalves: {
    es: 'La prórroga se juega en dos tiempos: carga los dos o ninguno',
    en: 'Extra time is played in two halves: enter both or none',
  },
  noExtraTime: {
    es: 'En este deporte no hay prórroga: el partido se decide en sus juegos',
    en: 'This sport has no extra time: the match is decided in its games',
  },
  noPenalties: {
    es: 'En este deporte no hay tanda de penales',
    en: 'This sport has no penalty shoot-out',
  },
  extraTimeNotAllowed: {
    es: 'La prórroga solo se juega en partidos de llave empatados',
    en: 'Extra time is only played in knockout matches that are level',
  },
  penaltiesNotAllowed: {
    es: 'Los penales solo se patean en partidos de llave empatados tras la prórroga',
    en: 'Penalties are only taken in knockout matches level after extra time',
  },
  penaltiesTied: {
    es: 'Una tanda de penales no puede terminar empatada',
    en: 'A penalty shoot-out cannot end level',
  },
  drawInKnockout: {
    es: 'Un partido de llave no puede terminar empatado',
    en: 'A knockout match cannot end in a draw',
  },
  drawNotAllowed: {
    es: 'Este deporte no admite empates: se juega tiempo extra',
    en: 'This sport has no draws: overtime must be played',
  },
  overtimeNotAllowed: {
    es: 'El tiempo extra solo se juega mientras el marcador está empatado',
    en: 'Overtime is only played while the score is level',
  },
  forfeitWithScores: {
    es: 'Un walkover no lleva puntajes jugados',
    en: 'A walkover carries no played scores',
  },
  matchNotFound: {
    es: 'El partido no existe',
    en: 'The match does not exist',
  },
  matchNotReady: {
    es: 'Ambos participantes deben conocerse antes de cargar el resultado',
    en: 'Both entries must be known before a result is entered',
  },
  lineupMissing: {
    es: 'Elige a los jugadores de cada equipo antes de cargar los partidos del encuentro',
    en: 'Choose the players of each team before entering the encounter’s matches',
  },
  lineupNotOnRoster: {
    es: 'Un jugador de la alineación no pertenece a la plantilla de su equipo',
    en: 'A player of the line-up is not on their team’s roster',
  },
  lineupRepeated: {
    es: 'Un jugador no puede ocupar dos puestos de individuales en la alineación',
    en: 'A player cannot take two singles places in the line-up',
  },
  lineupBothSides: {
    es: 'Un mismo jugador no puede jugar para los dos equipos',
    en: 'The same player cannot play for both teams',
  },
  doublesPair: {
    es: 'Cada pareja de dobles son dos jugadores distintos de su equipo',
    en: 'Each doubles pair is two different players of their team',
  },
  doublesOrder: {
    es: 'En este orden de juego el dobles lo juegan los jugadores B y C (Y y Z)',
    en: 'In this order of play the doubles is played by players B and C (Y and Z)',
  },
  rubbersRequired: {
    es: 'Un encuentro por equipos se carga partido por partido',
    en: 'A team encounter is entered match by match',
  },
  lineupNotTeam: {
    es: 'Solo los encuentros por equipos llevan alineación',
    en: 'Only team encounters have a line-up',
  },
  dependentMatchPlayed: {
    es: 'El partido siguiente ya se jugó: corríjalo primero',
    en: 'The following match has already been played: correct it first',
  },
} satisfies Record<string, LocalizedText>;

export type RefusalCode = keyof typeof MESSAGES;

/**
 * The score a refusal is about, where it is one: a game, half or quarter (`periods`) or an extra period, counted
 * from 0, inside the individual match `rubber` of a team match.
 */
export interface ScorePlace {
  part: 'periods' | 'overtime';
  index: number;
  rubber?: number;
}

export interface Refusal {
  ok: false;
  code: RefusalCode;
  message: LocalizedText;
  at?: ScorePlace;
}

export type Outcome<T> = { ok: true; value: T } | Refusal;

export function refuse(code: RefusalCode, at?: ScorePlace): Refusal {
  return at ? { ok: false, code, message: MESSAGES[code], at } : { ok: false, code, message: MESSAGES[code] };
}

export function accept<T>(value: T): Outcome<T> {
  return { ok: true, value };
}
