-- A board archived by its administrator: its API is off, the core API no longer finds it, and its cards stay
-- readable through the administrator's API and the console.
ALTER TABLE board ADD COLUMN archived_at TIMESTAMP WITH TIME ZONE;
