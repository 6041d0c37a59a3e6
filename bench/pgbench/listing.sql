-- GET /listing/{id} and /context/{id}: the location, then its organization.
\set n random(0, :locations / 20 - 1)
SELECT * FROM location WHERE id = 'bl-' || (:n * 20 + 1);
SELECT * FROM organization WHERE id = (SELECT company_id FROM location WHERE id = 'bl-' || (:n * 20 + 1));
