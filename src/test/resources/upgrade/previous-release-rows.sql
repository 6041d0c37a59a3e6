-- One row or more in every table of the previous release's schema (previous-release.properties), as that
-- release's code writes them. card_file_chunk's bytes are written by the test itself (a binary literal is
-- spelled differently on each database). Statements end with a semicolon at the end of a line.
INSERT INTO organization (id, name, company_info, application_config, profile, created_at, updated_at) VALUES
  ('org-up', 'Upgrade Property Management', '{"requireEmergencyContact":true,"payStubCount":2}',
   '{"incomeToRent":3,"leaseTerms":"<p>12-month lease.</p>","agent":{"name":"Dana Whitfield","email":"dana@example.com","photo":"https://example.com/dana.jpg"}}',
   '{"address":{"street":"1 Main St","city":"Springfield","state":"OR","zip":"97477"},"phone":"+15415550100","website":"https://example.com/"}',
   TIMESTAMP WITH TIME ZONE '2026-11-20 09:00:00+00', TIMESTAMP WITH TIME ZONE '2026-11-21 10:30:00.123+00');
INSERT INTO location (id, company_id, name, formatted_address, state, country_name, latitude, longitude, bed_count,
  bath_count, square_feet, market_rent, market_rent_value, rent_min, rent_max, video_url, virtual_tour_url,
  publish_status, active, available, application_config, company_info, search_text, created_at, updated_at) VALUES
  ('loc-up-1', 'org-up', 'Main Street 1A', '1 Main St, Springfield, OR 97477', 'OR', 'United States', 44.0462,
   -123.022, 2, 1, 850, '$1,450', 145000, 140000, 150000, 'https://video.example.com/1a',
   'https://tour.example.com/1a', 'PUBLISHED', TRUE, TRUE, '{"coverPhoto":["https://example.com/1a.jpg"]}', '{}',
   'main street 1a 1 main st, springfield, or 97477', TIMESTAMP WITH TIME ZONE '2026-11-20 09:01:00+00',
   TIMESTAMP WITH TIME ZONE '2026-11-20 09:01:00+00'),
  ('loc-up-2', 'org-up', 'Oak Court 3', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
   NULL, NULL, 'UNPUBLISHED', FALSE, FALSE, '{}', '{}', 'oak court 3', TIMESTAMP WITH TIME ZONE '2026-11-20 09:02:00+00',
   TIMESTAMP WITH TIME ZONE '2026-11-22 11:00:00+00');
INSERT INTO location_segment (location_id, segment_id) VALUES ('loc-up-1', 'seg-downtown');
INSERT INTO school (id, name, type, rating, address, url, latitude, longitude, created_at, updated_at) VALUES
  ('sch-up', 'Springfield Elementary', 'public', 7.5, '19 Plympton St', 'https://schools.example.com/springfield',
   44.05, -123.02, TIMESTAMP WITH TIME ZONE '2026-11-20 09:03:00+00', TIMESTAMP WITH TIME ZONE '2026-11-20 09:03:00+00');
INSERT INTO contact (id, uuid, company_id, firstname, lastname, company, is_company, email, email_normalized, phone,
  type_id, photo_id, image_url, title, address, alerts, custom_fields, contact_type, name_search, phone_digits,
  created_at, updated_at) VALUES
  ('con-up-ava', '3f1c9a52-6d0e-4b8a-9a57-2f2d3b6c1e01', 'org-up', 'Ava', 'Martinez', NULL, FALSE, 'Ava@Example.com',
   'ava@example.com', '+1 (541) 555-0102', 'type-applicant', NULL, 'https://example.com/ava.jpg', 'Applicant',
   '{"street":"2 Elm St","city":"Springfield"}', '[{"type":"email","enabled":true}]', '{"source":"website"}',
   'Applicant', 'ava martinez', '15415550102', TIMESTAMP WITH TIME ZONE '2026-11-20 09:04:00+00',
   TIMESTAMP WITH TIME ZONE '2026-11-20 09:04:00+00'),
  ('con-up-acme', '3f1c9a52-6d0e-4b8a-9a57-2f2d3b6c1e02', 'org-up', NULL, NULL, 'Acme Movers', TRUE, NULL, NULL, NULL,
   NULL, NULL, NULL, NULL, '{}', '[]', '{}', NULL, 'acme movers', NULL, TIMESTAMP WITH TIME ZONE '2026-11-20 09:05:00+00',
   TIMESTAMP WITH TIME ZONE '2026-11-20 09:05:00+00');
INSERT INTO board (id, company_id, name, api_enabled, fields, created_at, updated_at) VALUES
  ('board-up', 'org-up', 'Rental applications', TRUE,
   '[{"key":"fullName","label":"Full name","type":"text"},{"key":"email","label":"E-mail","type":"email"},{"key":"moveIn","label":"Move-in date","type":"date"},{"key":"unit","label":"Unit","type":"select","options":["loc-up-1"]},{"key":"income","label":"Monthly income","type":"money"},{"key":"pets","label":"Pets","type":"boolean"}]',
   TIMESTAMP WITH TIME ZONE '2026-11-20 09:06:00+00', TIMESTAMP WITH TIME ZONE '2026-11-20 09:06:00+00');
INSERT INTO card (id, board_id, company_id, name, field_values, archived, assignee, created_at, updated_at) VALUES
  ('card-up-ava', 'board-up', 'org-up', 'Ava Martinez: Main Street 1A',
   '{"fullName":"Ava Martinez","email":"ava@example.com","moveIn":"2027-01-15","unit":"loc-up-1","income":{"amount":5200.5,"currency":"USD"},"pets":false}',
   FALSE, 'user-up-staff', TIMESTAMP WITH TIME ZONE '2026-11-20 09:07:00+00', TIMESTAMP WITH TIME ZONE '2026-11-20 09:08:00+00'),
  ('card-up-empty', 'board-up', 'org-up', 'Walk-in', '{}', TRUE, NULL, TIMESTAMP WITH TIME ZONE '2026-11-20 09:09:00+00',
   TIMESTAMP WITH TIME ZONE '2026-11-20 09:09:00+00');
INSERT INTO card_reference (card_id, contact_id) VALUES ('card-up-ava', 'con-up-ava');
INSERT INTO card_comment (id, card_id, user_id, content, created_at, updated_at) VALUES
  ('comment-up', 'card-up-ava', 'user-up-staff', '<p>Called back, <b>references</b> pending.</p>',
   TIMESTAMP WITH TIME ZONE '2026-11-20 09:10:00+00', TIMESTAMP WITH TIME ZONE '2026-11-20 09:10:00+00');
INSERT INTO card_file (id, card_id, name, size, content_type, sha256, created_at) VALUES
  ('file-up', 'card-up-ava', 'pay stub.pdf', 4, 'application/pdf',
   '0bdc9d2d256b3ee9daae347be6f4dc835a467ffe2c4a2d9f8a4e1a5c4b2c9a8f', TIMESTAMP WITH TIME ZONE '2026-11-20 09:11:00+00');
INSERT INTO api_key (id, board_id, company_id, name, key_hash, scope, created_at, last_used_at, revoked_at) VALUES
  ('key-up-full', 'board-up', 'org-up', 'Website', '6b86b273ff34fce19d6b804eff5a3f5747ada4eaa22f1d49c01e52ddb7875b4b',
   'full', TIMESTAMP WITH TIME ZONE '2026-11-20 09:12:00+00', TIMESTAMP WITH TIME ZONE '2026-11-25 17:45:00+00', NULL),
  ('key-up-read', 'board-up', 'org-up', 'Reports', 'd4735e3a265e16eee03f59718b9b5d03019c07d8b6c51f90da3a666eec13ab35',
   'read', TIMESTAMP WITH TIME ZONE '2026-11-20 09:13:00+00', NULL, TIMESTAMP WITH TIME ZONE '2026-11-24 08:00:00+00');
INSERT INTO rate_limit (key_id, newest_ms, per_second, per_minute) VALUES
  ('key-up-full', 1764092700000, '0,0,1,2', '3,0,0,0,0,0,1');
INSERT INTO form (id, company_id, board_id, name, fields, created_at, updated_at) VALUES
  ('form-up', 'org-up', 'board-up', 'Apply for a home',
   '[{"uuid":"f-name","label":"Full name","type":"string","required":true,"fieldKey":"fullName"},{"uuid":"f-unit","label":"Unit","type":"select","required":true,"unitPicker":true,"fieldKey":"unit"}]',
   TIMESTAMP WITH TIME ZONE '2026-11-20 09:14:00+00', TIMESTAMP WITH TIME ZONE '2026-11-20 09:14:00+00');
INSERT INTO form_submission (form_id, idempotency_key, card_id, created_at) VALUES
  ('form-up', 'retry-7f3a', 'card-up-ava', TIMESTAMP WITH TIME ZONE '2026-11-20 09:07:00+00');
INSERT INTO form_submit_limit (client_address, form_id, newest_ms, per_minute) VALUES
  ('203.0.113.7', 'form-up', 1764092820000, '1');
INSERT INTO email_verification (id, company_id, email_normalized, code_hash, status, failed_attempts, created_at,
  expires_at, finished_at) VALUES
  ('ver-up-1', 'org-up', 'ava@example.com', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
   'VERIFIED', 1, TIMESTAMP WITH TIME ZONE '2026-11-20 09:15:00+00', TIMESTAMP WITH TIME ZONE '2026-11-20 09:30:00+00',
   TIMESTAMP WITH TIME ZONE '2026-11-20 09:16:00+00'),
  ('ver-up-2', 'org-up', 'ava@example.com', '2c624232cdd221771294dfbb310aca000a0df6ac8b66b696d90ef06fdefb64a3',
   'PENDING', 0, TIMESTAMP WITH TIME ZONE '2026-11-26 09:15:00+00', TIMESTAMP WITH TIME ZONE '2026-11-26 09:30:00+00',
   NULL);
INSERT INTO verification_limit (company_id, email_normalized, newest_ms, last_sent_ms, sends, failures) VALUES
  ('org-up', 'ava@example.com', 1764148500000, 1764148500000, '1,0,2', '0,1');
INSERT INTO tab_view (id, board_id, name, url, icon, user_ids, embed_source, view_filter, created_by, view_type,
  app_client_id, created_at) VALUES
  ('tab-up', 'board-up', 'Screening', 'https://apps.example.com/screening', 'shield', '["user-up-staff"]', 'app',
   'status=open', 'user-up-admin', 'board', 'app-up', TIMESTAMP WITH TIME ZONE '2026-11-20 09:17:00+00');
INSERT INTO admin_login_throttle (client_address, blocked_until, newest_ms, attempts) VALUES
  ('198.51.100.23', TIMESTAMP WITH TIME ZONE '2026-11-26 12:15:00+00', 1764158400000, '2,5');
UPDATE content_version SET version = 42 WHERE id = 1;
INSERT INTO admin_audit (id, at, user_name, client_address, action, target, detail, user_id, company_id) VALUES
  ('aud-up-1', TIMESTAMP WITH TIME ZONE '2026-11-20 09:18:00+00', 'admin', '127.0.0.1', 'IMPORT', 'org-up',
   '{"created":{"organizations":1}}', NULL, NULL),
  ('aud-up-2', TIMESTAMP WITH TIME ZONE '2026-11-20 09:19:00+00', 'sam@example.com', '192.0.2.10', 'API_KEY_CREATED',
   'key-up-full', 'Website (full)', 'user-up-admin', 'org-up');
INSERT INTO organization_user (id, company_id, email, first_name, last_name, role, status, password_hash, link_hash,
  link_expires_at, totp_secret, totp_offered_secret, totp_last_step, created_at, updated_at) VALUES
  ('user-up-admin', 'org-up', 'sam@example.com', 'Sam', 'Okafor', 'ADMIN', 'ACTIVE',
   '$pbkdf2-sha256$210000$c2FsdHNhbHRzYWx0$Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4', NULL, NULL, 'JBSWY3DPEHPK3PXP', NULL,
   58807280, TIMESTAMP WITH TIME ZONE '2026-11-20 09:20:00+00', TIMESTAMP WITH TIME ZONE '2026-11-21 09:20:00+00'),
  ('user-up-staff', 'org-up', 'lee@example.com', 'Lee', 'Chen', 'STAFF', 'INVITED', NULL,
   '4e07408562bedb8b60ce05c1decfe3ad16b72230967de01f640b7e4729b49fce', TIMESTAMP WITH TIME ZONE '2026-12-03 09:21:00+00',
   NULL, NULL, NULL, TIMESTAMP WITH TIME ZONE '2026-11-26 09:21:00+00', TIMESTAMP WITH TIME ZONE '2026-11-26 09:21:00+00');
INSERT INTO password_link_attempts (client_address, newest_ms, attempts) VALUES ('192.0.2.44', 1764148860000, '1,1');
INSERT INTO password_reset_requests (address_hash, newest_ms, requests) VALUES
  ('4b227777d4dd1fc61c6f884f48641d02b4d121d3fd328cb08b5531fcacdabf8a', 1764148920000, '1');
INSERT INTO console_session (token_hash, subject, created_at, last_used_at) VALUES
  ('ef2d127de37b942baad06145e54b0c619a1f22327b2ebbcfbec78f5564afe39d', 'user:user-up-admin',
   TIMESTAMP WITH TIME ZONE '2026-11-26 08:00:00+00', TIMESTAMP WITH TIME ZONE '2026-11-26 08:41:00+00');
INSERT INTO app (id, company_id, title, url, created_at) VALUES
  ('app-up', 'org-up', 'Screening', 'https://apps.example.com/screening', TIMESTAMP WITH TIME ZONE '2026-11-20 09:22:00+00');
INSERT INTO signing_key (kid, generation, public_jwk, private_jwk, created_at) VALUES
  ('kid-up-1', 1,
   '{"kty":"EC","crv":"P-256","kid":"kid-up-1","use":"sig","alg":"ES256","x":"f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU","y":"x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0"}',
   '{"kty":"EC","crv":"P-256","kid":"kid-up-1","x":"f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU","y":"x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0","d":"jpsQnnGQmL-YBIffH1136cspYG6-0iY7X1fCE9-E9LI"}',
   TIMESTAMP WITH TIME ZONE '2026-11-20 09:23:00+00');
