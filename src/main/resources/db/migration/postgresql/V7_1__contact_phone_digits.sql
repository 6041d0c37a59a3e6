-- Digits of the phone numbers of contacts imported before the column existed.
UPDATE contact SET phone_digits = regexp_replace(phone, '[^0-9]', '', 'g') WHERE phone IS NOT NULL;
