-- Reference data of the spec's lookup section, with Spanish and English labels.
INSERT INTO "sports" ("id","code","label_es","label_en","config") VALUES
  (1, 'table-tennis', 'Tenis de mesa', 'Table tennis', '{"enableSingle":true,"enableDoubles":true,"enableTeams":true,"enableCoaches":true,"teamRosterLimit":5,"scoring":"periods"}'::jsonb),
  (2, 'soccer', 'Fútbol', 'Soccer', '{"enableSingle":false,"enableDoubles":false,"enableTeams":true,"enableCoaches":true,"teamRosterLimit":25,"scoring":"goals"}'::jsonb),
  (3, 'basketball', 'Baloncesto', 'Basketball', '{"enableSingle":false,"enableDoubles":false,"enableTeams":true,"enableCoaches":true,"teamRosterLimit":15,"scoring":"quarters"}'::jsonb),
  (5, 'soccer-5', 'Fútbol 5', 'Soccer 5', '{"enableSingle":false,"enableDoubles":false,"enableTeams":true,"enableCoaches":true,"teamRosterLimit":10,"scoring":"goals"}'::jsonb),
  (6, 'soccer-7', 'Fútbol 7', 'Soccer 7', '{"enableSingle":false,"enableDoubles":false,"enableTeams":true,"enableCoaches":true,"teamRosterLimit":14,"scoring":"goals"}'::jsonb);
--> statement-breakpoint
INSERT INTO "modalities" ("id","code","segment","labels") VALUES
  (1, 'single', 'player', '{"es":{"singular":"Jugador","plural":"Jugadores","singularWithArticle":"el jugador","pluralWithArticle":"los jugadores"},"en":{"singular":"Player","plural":"Players","singularWithArticle":"the player","pluralWithArticle":"the players"}}'::jsonb),
  (2, 'team', 'player', '{"es":{"singular":"Equipo","plural":"Equipos","singularWithArticle":"el equipo","pluralWithArticle":"los equipos"},"en":{"singular":"Team","plural":"Teams","singularWithArticle":"the team","pluralWithArticle":"the teams"}}'::jsonb),
  (3, 'double', 'player', '{"es":{"singular":"Pareja","plural":"Parejas","singularWithArticle":"la pareja","pluralWithArticle":"las parejas"},"en":{"singular":"Double","plural":"Doubles","singularWithArticle":"the double","pluralWithArticle":"the doubles"}}'::jsonb),
  (4, 'coach', 'coach', '{"es":{"singular":"Entrenador","plural":"Entrenadores","singularWithArticle":"el entrenador","pluralWithArticle":"los entrenadores"},"en":{"singular":"Coach","plural":"Coaches","singularWithArticle":"the coach","pluralWithArticle":"the coaches"}}'::jsonb),
  (5, 'referee', 'referee', '{"es":{"singular":"Árbitro","plural":"Árbitros","singularWithArticle":"el árbitro","pluralWithArticle":"los árbitros"},"en":{"singular":"Referee","plural":"Referees","singularWithArticle":"the referee","pluralWithArticle":"the referees"}}'::jsonb),
  (6, 'club', 'club', '{"es":{"singular":"Club","plural":"Clubes","singularWithArticle":"el club","pluralWithArticle":"los clubes"},"en":{"singular":"Club","plural":"Clubs","singularWithArticle":"the club","pluralWithArticle":"the clubs"}}'::jsonb),
  (7, 'affiliate', 'affiliate', '{"es":{"singular":"Afiliado","plural":"Afiliados","singularWithArticle":"el afiliado","pluralWithArticle":"los afiliados"},"en":{"singular":"Affiliate","plural":"Affiliates","singularWithArticle":"the affiliate","pluralWithArticle":"the affiliates"}}'::jsonb);
--> statement-breakpoint
INSERT INTO "genres" ("id","code","label_es","label_en") VALUES
  (1, 'mixed', 'Mixto', 'Mixed'),
  (2, 'female', 'Femenino', 'Female'),
  (3, 'male', 'Masculino', 'Male');
--> statement-breakpoint
INSERT INTO "statuses" ("id","code","label_es","label_en") VALUES
  (1, 'not-started', 'No iniciado', 'Not started'),
  (2, 'started', 'Iniciado', 'Started'),
  (3, 'finished', 'Finalizado', 'Finished'),
  (4, 'canceled', 'Cancelado', 'Canceled'),
  (5, 'paused', 'Pausado', 'Paused');
--> statement-breakpoint
INSERT INTO "phase_formats" ("id","code","label_es","label_en") VALUES
  (1, 'groups', 'Grupos', 'Groups'),
  (2, 'brackets', 'Llaves', 'Brackets');
--> statement-breakpoint
INSERT INTO "phase_categories" ("id","code","label_es","label_en") VALUES
  (1, 'normal', 'Normal', 'Normal'),
  (2, 'repechage', 'Repechaje', 'Repechage');
--> statement-breakpoint
INSERT INTO "cut_point_types" ("id","code","label_es","label_en") VALUES
  (1, 'summation', 'Sumatoria', 'Summation'),
  (5, 'reclassification', 'Reclasificación', 'Reclassification'),
  (6, 'expiration', 'Vencimiento', 'Expiration'),
  (7, 'displacement', 'Desplazamiento', 'Displacement'),
  (8, 'inactive', 'Inactivo', 'Inactive');
--> statement-breakpoint
INSERT INTO "match_event_types" ("id","code","label_es","label_en") VALUES
  (1, 'yellow-card', 'Tarjeta amarilla', 'Yellow card'),
  (2, 'red-card', 'Tarjeta roja', 'Red card'),
  (3, 'goal', 'Gol', 'Goal'),
  (4, 'time-out', 'Tiempo muerto', 'Time out'),
  (5, 'youtube-video', 'Video de YouTube', 'YouTube video'),
  (6, 'match-picture', 'Foto del juego', 'Match picture'),
  (7, 'missed-penalty', 'Penal fallado', 'Missed penalty'),
  (8, 'scored-penalty', 'Penal anotado', 'Scored penalty'),
  (9, 'substitution', 'Cambio', 'Substitution'),
  (10, 'injury-substitution', 'Cambio por lesión', 'Injury substitution'),
  (11, 'foul', 'Falta', 'Foul'),
  (12, 'penalty-foul', 'Falta penal', 'Penalty foul'),
  (13, 'offside', 'Fuera de lugar', 'Offside'),
  (14, 'corner', 'Tiro de esquina', 'Corner');
