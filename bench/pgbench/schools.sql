-- GET /schools/{id}: the location, then the schools inside the 25-mile box around it.
\set n random(0, :locations / 20 - 1)
SELECT * FROM location WHERE id = 'bl-' || (:n * 20 + 1);
SELECT s.* FROM school s, (SELECT latitude, longitude FROM location WHERE id = 'bl-' || (:n * 20 + 1)) l
  WHERE s.latitude BETWEEN l.latitude - 0.3623 AND l.latitude + 0.3623
  AND s.longitude BETWEEN l.longitude - 0.55 AND l.longitude + 0.55;
