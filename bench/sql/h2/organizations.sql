-- H2: @ORGS@ organizations, one API-enabled board each, as ../organizations.sql makes them in PostgreSQL.
INSERT INTO organization (id, name, company_info, application_config, created_at, updated_at)
SELECT 'bo-' || o, 'Bench Properties ' || o,
       '{"collectPayment":true,"payStubCount":2,"applicationLock":"onClose"}',
       '{"incomeToRent":3,"leaseTerms":"<p>12 months</p>"}', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP
FROM SYSTEM_RANGE(0, @ORGS@ - 1) AS r(o);

INSERT INTO board (id, company_id, name, api_enabled, fields, created_at, updated_at)
SELECT 'bb-' || o, 'bo-' || o, 'Applications', TRUE,
       '[{"key":"email","label":"E-mail","type":"email"},{"key":"stage","label":"Stage","type":"select","options":["new","review","done"]},{"key":"income","label":"Income","type":"money"}]',
       CURRENT_TIMESTAMP, CURRENT_TIMESTAMP
FROM SYSTEM_RANGE(0, @ORGS@ - 1) AS r(o);
