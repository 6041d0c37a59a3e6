INSERT INTO school (id, name, type, rating, address, url, latitude, longitude, created_at, updated_at)
SELECT 'bs-' || n, 'School ' || n, (ARRAY['elementary','middle','high'])[1 + n % 3], 1 + n % 10,
       n || ' School Road, Springfield, WA', 'https://schools.example/' || n,
       25.0 + 24.0 * random(), -124.0 + 57.0 * random(), now(), now()
FROM generate_series(0, :schools - 1) AS n;
