-- The whole schema. Runs unchanged on PostgreSQL and H2; JSON documents are kept as text.

CREATE TABLE organization (
    id                 VARCHAR(64)  NOT NULL PRIMARY KEY,
    name               VARCHAR(200) NOT NULL,
    company_info       VARCHAR      NOT NULL,
    application_config VARCHAR      NOT NULL,
    created_at         TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_at         TIMESTAMP WITH TIME ZONE NOT NULL
);

CREATE TABLE location (
    id                 VARCHAR(64)  NOT NULL PRIMARY KEY,
    company_id         VARCHAR(64)  NOT NULL REFERENCES organization (id),
    name               VARCHAR(200) NOT NULL,
    formatted_address  VARCHAR(500),
    state              VARCHAR(100),
    country_name       VARCHAR(100),
    latitude           DOUBLE PRECISION,
    longitude          DOUBLE PRECISION,
    bed_count          INTEGER,
    bath_count         INTEGER,
    square_feet        INTEGER,
    market_rent        VARCHAR(50),
    market_rent_value  BIGINT,
    rent_min           BIGINT,
    rent_max           BIGINT,
    video_url          VARCHAR(2000),
    virtual_tour_url   VARCHAR(2000),
    publish_status     VARCHAR(20)  NOT NULL,
    active             BOOLEAN      NOT NULL,
    available          BOOLEAN      NOT NULL,
    application_config VARCHAR      NOT NULL,
    company_info       VARCHAR      NOT NULL,
    search_text        VARCHAR(800) NOT NULL,
    created_at         TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_at         TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX location_company_order ON location (company_id, name, id);

CREATE TABLE location_segment (
    location_id VARCHAR(64) NOT NULL REFERENCES location (id) ON DELETE CASCADE,
    segment_id  VARCHAR(64) NOT NULL,
    PRIMARY KEY (location_id, segment_id)
);
CREATE INDEX location_segment_segment ON location_segment (segment_id);

CREATE TABLE school (
    id         VARCHAR(64)  NOT NULL PRIMARY KEY,
    name       VARCHAR(200) NOT NULL,
    type       VARCHAR(50),
    rating     DOUBLE PRECISION,
    address    VARCHAR(500),
    url        VARCHAR(2000),
    latitude   DOUBLE PRECISION NOT NULL,
    longitude  DOUBLE PRECISION NOT NULL,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX school_position ON school (latitude, longitude);

CREATE TABLE contact (
    id               VARCHAR(64)  NOT NULL PRIMARY KEY,
    uuid             VARCHAR(64)  NOT NULL,
    company_id       VARCHAR(64)  NOT NULL REFERENCES organization (id),
    firstname        VARCHAR(100),
    lastname         VARCHAR(100),
    company          VARCHAR(200),
    is_company       BOOLEAN      NOT NULL,
    email            VARCHAR(320),
    email_normalized VARCHAR(320),
    phone            VARCHAR(50),
    type_id          VARCHAR(64),
    photo_id         VARCHAR(64),
    image_url        VARCHAR(2000),
    title            VARCHAR(200),
    address          VARCHAR      NOT NULL,
    alerts           VARCHAR      NOT NULL,
    custom_fields    VARCHAR      NOT NULL,
    created_at       TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_at       TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX contact_company_email ON contact (company_id, email_normalized);

CREATE TABLE board (
    id          VARCHAR(64)  NOT NULL PRIMARY KEY,
    company_id  VARCHAR(64)  NOT NULL REFERENCES organization (id),
    name        VARCHAR(200) NOT NULL,
    api_enabled BOOLEAN      NOT NULL,
    fields      VARCHAR      NOT NULL,
    created_at  TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_at  TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX board_company ON board (company_id);

CREATE TABLE card (
    id           VARCHAR(64)  NOT NULL PRIMARY KEY,
    board_id     VARCHAR(64)  NOT NULL REFERENCES board (id),
    company_id   VARCHAR(64)  NOT NULL REFERENCES organization (id),
    name         VARCHAR(500) NOT NULL,
    field_values VARCHAR      NOT NULL,
    archived     BOOLEAN      NOT NULL,
    created_at   TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_at   TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX card_board_newest ON card (board_id, created_at DESC, id DESC);
CREATE INDEX card_company ON card (company_id);

CREATE TABLE card_reference (
    card_id    VARCHAR(64) NOT NULL REFERENCES card (id) ON DELETE CASCADE,
    contact_id VARCHAR(64) NOT NULL,
    PRIMARY KEY (card_id, contact_id)
);
CREATE INDEX card_reference_contact ON card_reference (contact_id);

CREATE TABLE api_key (
    id           VARCHAR(64)  NOT NULL PRIMARY KEY,
    board_id     VARCHAR(64)  NOT NULL REFERENCES board (id),
    company_id   VARCHAR(64)  NOT NULL REFERENCES organization (id),
    name         VARCHAR(100) NOT NULL,
    key_hash     VARCHAR(64)  NOT NULL UNIQUE,
    created_at   TIMESTAMP WITH TIME ZONE NOT NULL,
    last_used_at TIMESTAMP WITH TIME ZONE,
    revoked_at   TIMESTAMP WITH TIME ZONE
);
CREATE INDEX api_key_board ON api_key (board_id);

CREATE TABLE form (
    id         VARCHAR(64)  NOT NULL PRIMARY KEY,
    company_id VARCHAR(64)  NOT NULL REFERENCES organization (id),
    board_id   VARCHAR(64)  NOT NULL REFERENCES board (id),
    name       VARCHAR(200) NOT NULL,
    fields     VARCHAR      NOT NULL,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX form_board ON form (board_id);

CREATE TABLE email_verification (
    id               VARCHAR(32)  NOT NULL PRIMARY KEY,
    company_id       VARCHAR(64)  NOT NULL REFERENCES organization (id),
    email_normalized VARCHAR(320) NOT NULL,
    code_hash        VARCHAR(64)  NOT NULL,
    status           VARCHAR(20)  NOT NULL,
    failed_attempts  INTEGER      NOT NULL,
    created_at       TIMESTAMP WITH TIME ZONE NOT NULL,
    expires_at       TIMESTAMP WITH TIME ZONE NOT NULL,
    finished_at      TIMESTAMP WITH TIME ZONE
);
CREATE INDEX email_verification_expiry ON email_verification (expires_at);
CREATE INDEX email_verification_address ON email_verification (email_normalized, created_at);
