-- Every stored link follows one rule (input/WebUrl): an absolute http or https URL of at most 2,048
-- characters. The link columns hold that much; SET DATA TYPE keeps each column's NOT NULL and its rows.
ALTER TABLE school ALTER COLUMN url SET DATA TYPE VARCHAR(2048);
ALTER TABLE location ALTER COLUMN video_url SET DATA TYPE VARCHAR(2048);
ALTER TABLE location ALTER COLUMN virtual_tour_url SET DATA TYPE VARCHAR(2048);
ALTER TABLE contact ALTER COLUMN image_url SET DATA TYPE VARCHAR(2048);
ALTER TABLE tab_view ALTER COLUMN url SET DATA TYPE VARCHAR(2048);
