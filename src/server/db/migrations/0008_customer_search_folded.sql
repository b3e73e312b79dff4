-- The customers' search ignores accents as well as case ('lola fernandez' finds 'Lola Fernández'):
-- search_text is now folded as src/lib/searchText.ts folds the words typed (NFD, without the combining
-- marks U+0300–U+036F, lower case: foldedSql in src/server/db/schema/columns.ts), and the trigram index
-- serves each word's '%word%'. A generated column's expression cannot be altered before PostgreSQL 17:
-- the column (and its index with it) is dropped and added again, which computes it for every row.
ALTER TABLE "customers" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(regexp_replace(normalize("customers"."first_name" || ' ' || "customers"."last_name" || ' ' || "customers"."email" || ' ' || "customers"."mobile", NFD), '[\u0300-\u036f]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);
