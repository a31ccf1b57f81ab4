-- Tie-break criteria named as the standings engine names them (domain/engine/standings), with their labels.
DELETE FROM "tie_breaks";
--> statement-breakpoint
INSERT INTO "tie_breaks" ("id","code","label_es","label_en") VALUES
  (1, 'matchPoints', 'Puntos', 'Points'),
  (2, 'wins', 'Partidos ganados', 'Matches won'),
  (3, 'rubberRatio', 'Cociente de encuentros ganados y perdidos', 'Rubbers won to lost ratio'),
  (4, 'periodRatio', 'Cociente de sets o periodos', 'Sets or periods ratio'),
  (5, 'pointRatio', 'Cociente de puntos', 'Points scored ratio'),
  (6, 'scoreDifference', 'Diferencia de goles o tantos', 'Goal or score difference'),
  (7, 'scoreFor', 'Goles o tantos a favor', 'Goals or points scored'),
  (8, 'fairPlay', 'Juego limpio', 'Fair play');
