-- Trigram matching serves the customers' free-text search ('%text%') from an index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
