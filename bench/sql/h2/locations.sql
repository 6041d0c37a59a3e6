-- H2: locations 0 .. @LOCATIONS@ - 1, spread over the organizations exactly as ../locations.sql spreads them in
-- PostgreSQL (bo-0 the big one, bo-1 the medium, bo-2 the small), with the same names, addresses and counts.
INSERT INTO location (id, company_id, name, formatted_address, state, country_name, latitude, longitude,
                      bed_count, bath_count, square_feet, market_rent_value, rent_min, rent_max,
                      publish_status, active, available, application_config, company_info, search_text,
                      created_at, updated_at)
SELECT 'bl-' || n,
       CASE WHEN n < @SMALL@ * 10 THEN CASE WHEN MOD(n, 10) = MOD(n / 10, 4) THEN 'bo-2' ELSE 'bo-0' END
            WHEN n < @SMALL@ + @BIG@ THEN 'bo-0'
            WHEN n < @SMALL@ + @BIG@ + @MEDIUM@ THEN 'bo-1'
            ELSE 'bo-' || (3 + MOD(n, @ORGS@ - 3)) END,
       'Unit ' || n || ' ' || street,
       n || ' ' || street || ', Springfield, WA 98' || LPAD(CAST(MOD(n, 1000) AS VARCHAR), 3, '0'),
       'WA', 'United States',
       25.0 + MOD(n, 2400) / 100.0, -124.0 + MOD(n / 2400, 5700) / 100.0,
       1 + MOD(n, 4), 1 + MOD(n, 2), 500 + MOD(n, 1500), 100000 + MOD(n, 30) * 5000, 95000 + MOD(n, 30) * 5000,
       110000 + MOD(n, 30) * 5000,
       CASE WHEN MOD(n, 20) = 0 THEN 'UNPUBLISHED' ELSE 'PUBLISHED' END, TRUE, MOD(n, 3) <> 0,
       '{"availableDate":"2027-01-01","marketingTitle":"Bright home"}', '{}',
       LOWER('Unit ' || n || ' ' || street || ' ' || n || ' ' || street || ', Springfield, WA 98'
             || LPAD(CAST(MOD(n, 1000) AS VARCHAR), 3, '0')),
       CURRENT_TIMESTAMP, CURRENT_TIMESTAMP
FROM (SELECT n, ARRAY['Maple Street','Oak Avenue','Pine Road','Cedar Lane','Birch Way','Elm Court',
                      'Willow Drive','Aspen Place'][1 + MOD(n, 8)] AS street
      FROM SYSTEM_RANGE(0, @LOCATIONS@ - 1) AS r(n)) AS g;
