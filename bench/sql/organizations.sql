-- :orgs organizations, one API-enabled board each. Organization bo-0 is the big one.
INSERT INTO organization (id, name, company_info, application_config, created_at, updated_at)
SELECT 'bo-' || o, 'Bench Properties ' || o,
       '{"collectPayment":true,"payStubCount":2,"applicationLock":"onClose"}',
       '{"incomeToRent":3,"leaseTerms":"<p>12 months</p>"}', now(), now()
FROM generate_series(0, :orgs - 1) AS o;

INSERT INTO board (id, company_id, name, api_enabled, fields, created_at, updated_at)
SELECT 'bb-' || o, 'bo-' || o, 'Applications', TRUE,
       '[{"key":"email","label":"E-mail","type":"email"},{"key":"stage","label":"Stage","type":"select","options":["new","review","done"]},{"key":"income","label":"Income","type":"money"}]',
       now(), now()
FROM generate_series(0, :orgs - 1) AS o;
