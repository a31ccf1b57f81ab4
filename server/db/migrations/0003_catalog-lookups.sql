-- Fixed lists of the people and competition catalogue, with Spanish and English labels.
INSERT INTO "coach_types" ("id","code","label_es","label_en") VALUES
  (1, 'head', 'Entrenador principal', 'Head coach'),
  (2, 'assistant', 'Asistente técnico', 'Assistant coach'),
  (3, 'fitness', 'Preparador físico', 'Fitness coach'),
  (4, 'goalkeeper', 'Entrenador de arqueros', 'Goalkeeper coach'),
  (5, 'youth', 'Entrenador de formación', 'Youth coach');
--> statement-breakpoint
INSERT INTO "affiliate_types" ("id","code","label_es","label_en") VALUES
  (1, 'member', 'Socio', 'Member'),
  (2, 'delegate', 'Delegado', 'Delegate'),
  (3, 'director', 'Directivo', 'Board member'),
  (4, 'volunteer', 'Voluntario', 'Volunteer'),
  (5, 'sponsor', 'Patrocinador', 'Sponsor');
--> statement-breakpoint
INSERT INTO "tie_breaks" ("id","code","label_es","label_en") VALUES
  (1, 'points', 'Puntos', 'Points'),
  (2, 'head-to-head', 'Resultado entre los empatados', 'Head-to-head result'),
  (3, 'matches-ratio', 'Cociente de partidos ganados y perdidos', 'Matches won to lost ratio'),
  (4, 'periods-ratio', 'Cociente de sets o periodos', 'Sets or periods ratio'),
  (5, 'score-ratio', 'Cociente de puntos o tantos', 'Points scored ratio'),
  (6, 'goal-difference', 'Diferencia de gol', 'Goal difference'),
  (7, 'goals-for', 'Goles a favor', 'Goals scored'),
  (8, 'draw', 'Sorteo', 'Drawing lots');
--> statement-breakpoint
INSERT INTO "sequences" ("id","code","label_es","label_en","games") VALUES
  (1, 'olympic', 'Sistema olímpico', 'Olympic system', 'D,A-X,C-Z,A-Y,B-X'),
  (2, 'corbillon', 'Copa Corbillon', 'Corbillon Cup', 'A-X,B-Y,D,A-Y,B-X'),
  (3, 'swaythling', 'Copa Swaythling', 'Swaythling Cup', 'A-X,B-Y,C-Z,B-X,A-Z,C-Y,B-Z,C-X,A-Y'),
  (4, 'world-team', 'Sistema mundial por equipos', 'World team system', 'A-X,B-Y,C-Z,A-Y,B-X');
