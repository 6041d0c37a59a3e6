-- Cards name the user (of the integrator's system) they are assigned to; the card list filters by it.
ALTER TABLE card ADD COLUMN assignee VARCHAR(64);
CREATE INDEX card_board_assignee ON card (board_id, assignee);

-- The administrator's login throttle, per client address and shared by every server: attempts in the
-- current window (each counted before its password is checked), and until when the address is refused.
CREATE TABLE admin_login_throttle (
    client_address VARCHAR(64) NOT NULL PRIMARY KEY,
    window_start   TIMESTAMP WITH TIME ZONE NOT NULL,
    attempts       INTEGER NOT NULL,
    blocked_until  TIMESTAMP WITH TIME ZONE
);
CREATE INDEX admin_login_throttle_window ON admin_login_throttle (window_start);
