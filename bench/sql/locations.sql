-- Locations :from .. :to - 1. Of the first :small * 10, one in ten belongs to bo-2 (one whose bedroom count,
-- 1 + n % 4, runs through 1 to 4 in turn) and the others to bo-0,
-- so a table of only that many already holds bo-2 whole (the organization the growth measurement searches
-- while the table grows around it); bo-0 then takes the rest of its :big, bo-1 the next :medium, and the
-- rest spread over the other organizations.
INSERT INTO location (id, company_id, name, formatted_address, state, country_name, latitude, longitude,
                      bed_count, bath_count, square_feet, market_rent_value, rent_min, rent_max,
                      publish_status, active, available, application_config, company_info, search_text,
                      created_at, updated_at)
SELECT 'bl-' || n,
       CASE WHEN n < :small * 10 THEN CASE WHEN n % 10 = n / 10 % 4 THEN 'bo-2' ELSE 'bo-0' END
            WHEN n < :small + :big THEN 'bo-0'
            WHEN n < :small + :big + :medium THEN 'bo-1'
            ELSE 'bo-' || (3 + n % (:orgs - 3)) END,
       'Unit ' || n || ' ' || street,
       n || ' ' || street || ', Springfield, WA 98' || lpad((n % 1000)::text, 3, '0'),
       'WA', 'United States',
       25.0 + (n % 2400) / 100.0, -124.0 + (n / 2400 % 5700) / 100.0,
       1 + n % 4, 1 + n % 2, 500 + n % 1500, 100000 + (n % 30) * 5000, 95000 + (n % 30) * 5000,
       110000 + (n % 30) * 5000,
       CASE WHEN n % 20 = 0 THEN 'UNPUBLISHED' ELSE 'PUBLISHED' END, TRUE, n % 3 <> 0,
       '{"availableDate":"2027-01-01","marketingTitle":"Bright home"}', '{}',
       lower('Unit ' || n || ' ' || street || ' ' || n || ' ' || street || ', Springfield, WA 98'
             || lpad((n % 1000)::text, 3, '0')),
       now(), now()
FROM (SELECT n, (ARRAY['Maple Street','Oak Avenue','Pine Road','Cedar Lane','Birch Way','Elm Court',
                       'Willow Drive','Aspen Place'])[1 + n % 8] AS street
      FROM generate_series(:from, :to - 1) AS n) AS g;
