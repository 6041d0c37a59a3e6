-- Digits of the phone numbers of contacts imported before the column existed (H2 replaces every match).
UPDATE contact SET phone_digits = REGEXP_REPLACE(phone, '[^0-9]', '') WHERE phone IS NOT NULL;
