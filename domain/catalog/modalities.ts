export type Segment = 'player' | 'coach' | 'referee' | 'affiliate' | 'club';

export interface ModalityLabels {
  singular: string;
  plural: string;
  singularWithArticle: string;
  pluralWithArticle: string;
}

export interface Modality {
  id: number;
  code: 'single' | 'team' | 'double' | 'coach' | 'referee' | 'club' | 'affiliate';
  segment: Segment;
  labels: { es: ModalityLabels; en: ModalityLabels };
}

function labels(es: [string, string, string, string], en: [string, string, string, string]): Modality['labels'] {
  const toLabels = ([singular, plural, singularWithArticle, pluralWithArticle]: [string, string, string, string]) => ({
    singular,
    plural,
    singularWithArticle,
    pluralWithArticle,
  });
  return { es: toLabels(es), en: toLabels(en) };
}

export const MODALITY_IDS = { single: 1, team: 2, double: 3, coach: 4, referee: 5, club: 6, affiliate: 7 } as const;

export const MODALITIES: readonly Modality[] = [
  { id: 1, code: 'single', segment: 'player', labels: labels(['Jugador', 'Jugadores', 'el jugador', 'los jugadores'], ['Player', 'Players', 'the player', 'the players']) },
  { id: 2, code: 'team', segment: 'player', labels: labels(['Equipo', 'Equipos', 'el equipo', 'los equipos'], ['Team', 'Teams', 'the team', 'the teams']) },
  { id: 3, code: 'double', segment: 'player', labels: labels(['Pareja', 'Parejas', 'la pareja', 'las parejas'], ['Double', 'Doubles', 'the double', 'the doubles']) },
  { id: 4, code: 'coach', segment: 'coach', labels: labels(['Entrenador', 'Entrenadores', 'el entrenador', 'los entrenadores'], ['Coach', 'Coaches', 'the coach', 'the coaches']) },
  { id: 5, code: 'referee', segment: 'referee', labels: labels(['Árbitro', 'Árbitros', 'el árbitro', 'los árbitros'], ['Referee', 'Referees', 'the referee', 'the referees']) },
  { id: 6, code: 'club', segment: 'club', labels: labels(['Club', 'Clubes', 'el club', 'los clubes'], ['Club', 'Clubs', 'the club', 'the clubs']) },
  { id: 7, code: 'affiliate', segment: 'affiliate', labels: labels(['Afiliado', 'Afiliados', 'el afiliado', 'los afiliados'], ['Affiliate', 'Affiliates', 'the affiliate', 'the affiliates']) },
];

