-- Run by the postgres image once, when it initialises an empty data directory (compose.yaml mounts it
-- into /docker-entrypoint-initdb.d). The migrations also CREATE EXTENSION IF NOT EXISTS, which needs a
-- superuser; creating them here lets a deployment run the app as a less privileged role later.
CREATE EXTENSION IF NOT EXISTS vector;
CREATE EXTENSION IF NOT EXISTS pg_trgm;
