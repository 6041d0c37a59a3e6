-- Core area: per-key rate-limit windows shared by every server, card comments, files and tab views.

CREATE TABLE rate_limit (
    key_id       VARCHAR(64) NOT NULL REFERENCES api_key (id) ON DELETE CASCADE,
    window_name  VARCHAR(10) NOT NULL,
    window_start BIGINT      NOT NULL,
    used         INTEGER     NOT NULL,
    PRIMARY KEY (key_id, window_name)
);

CREATE TABLE card_comment (
    id         VARCHAR(64)    NOT NULL PRIMARY KEY,
    card_id    VARCHAR(64)    NOT NULL REFERENCES card (id) ON DELETE CASCADE,
    user_id    VARCHAR(64),
    content    VARCHAR(20000) NOT NULL,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX card_comment_card ON card_comment (card_id, created_at);

CREATE TABLE card_file (
    id           VARCHAR(64)  NOT NULL PRIMARY KEY,
    card_id      VARCHAR(64)  NOT NULL REFERENCES card (id) ON DELETE CASCADE,
    name         VARCHAR(255) NOT NULL,
    size         BIGINT       NOT NULL,
    content_type VARCHAR(100) NOT NULL,
    sha256       VARCHAR(64)  NOT NULL,
    created_at   TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX card_file_card ON card_file (card_id);

CREATE TABLE tab_view (
    id         VARCHAR(64)   NOT NULL PRIMARY KEY,
    board_id   VARCHAR(64)   NOT NULL REFERENCES board (id) ON DELETE CASCADE,
    name       VARCHAR(100)  NOT NULL,
    url        VARCHAR(2000) NOT NULL,
    icon       VARCHAR(100),
    user_ids   VARCHAR(10000) NOT NULL,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX tab_view_board ON tab_view (board_id);
