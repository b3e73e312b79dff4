CREATE TABLE "sign_in_devices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_in_devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "points" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "total_points" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "points_movements" ALTER COLUMN "balance_after" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "stores" ALTER COLUMN "redeem_bought" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "stores" ALTER COLUMN "points_given" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "stores" ALTER COLUMN "points_redeemed" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "sign_in_devices" ADD CONSTRAINT "sign_in_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_devices_token_hash_key" ON "sign_in_devices" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sign_in_devices_user_idx" ON "sign_in_devices" USING btree ("user_id","last_used_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- Image fields now take https:// addresses only (the page is https and its Content-Security-Policy allows
-- https: images): http:// ones saved before become https://, as browsers already upgrade them.
UPDATE "stores" SET "logo" = 'https://' || substr("logo", 8) WHERE "logo" LIKE 'http://%';
--> statement-breakpoint
UPDATE "rewards" SET "image" = 'https://' || substr("image", 8) WHERE "image" LIKE 'http://%';
--> statement-breakpoint
UPDATE "offers" SET "image" = 'https://' || substr("image", 8) WHERE "image" LIKE 'http://%';
--> statement-breakpoint
UPDATE "offers" SET "image_squared" = 'https://' || substr("image_squared", 8) WHERE "image_squared" LIKE 'http://%';
--> statement-breakpoint
UPDATE "admin_offers" SET "image" = 'https://' || substr("image", 8) WHERE "image" LIKE 'http://%';
--> statement-breakpoint
UPDATE "store_news" SET "image" = 'https://' || substr("image", 8) WHERE "image" LIKE 'http://%';
--> statement-breakpoint
UPDATE "store_news" SET "image_squared" = 'https://' || substr("image_squared", 8) WHERE "image_squared" LIKE 'http://%';
--> statement-breakpoint
UPDATE "admin_news" SET "image" = 'https://' || substr("image", 8) WHERE "image" LIKE 'http://%';
--> statement-breakpoint
UPDATE "admin_news" SET "image_squared" = 'https://' || substr("image_squared", 8) WHERE "image_squared" LIKE 'http://%';
--> statement-breakpoint
UPDATE "notifications" SET "image" = 'https://' || substr("image", 8) WHERE "image" LIKE 'http://%';
--> statement-breakpoint
UPDATE "admin_notifications" SET "image" = 'https://' || substr("image", 8) WHERE "image" LIKE 'http://%';
--> statement-breakpoint
UPDATE "banners" SET "image" = 'https://' || substr("image", 8) WHERE "image" LIKE 'http://%';
--> statement-breakpoint
UPDATE "products" SET "image" = 'https://' || substr("image", 8) WHERE "image" LIKE 'http://%';
--> statement-breakpoint
UPDATE "categories" SET "image" = 'https://' || substr("image", 8) WHERE "image" LIKE 'http://%';
--> statement-breakpoint
UPDATE "store_types" SET "image" = 'https://' || substr("image", 8) WHERE "image" LIKE 'http://%';
--> statement-breakpoint
-- Image fields take only the caller's own uploads, known by their row in uploads: a path a record uses
-- that no row records (the demo's banners until now) becomes an upload of that record's store (of the
-- platform for the administrator's tables), so saving the record unchanged still works.
INSERT INTO "uploads" ("store_id", "model_type", "path", "content_type", "size", "created_at")
SELECT DISTINCT ON (substr("logo", 10)) "id", split_part(substr("logo", 10), '/', 1), substr("logo", 10),
  CASE lower(substring("logo" from '\.([a-z]+)$')) WHEN 'png' THEN 'image/png' WHEN 'gif' THEN 'image/gif'
    WHEN 'webp' THEN 'image/webp' WHEN 'svg' THEN 'image/svg+xml' ELSE 'image/jpeg' END, 0, now()
FROM "stores" WHERE "logo" LIKE '/uploads/%'
ON CONFLICT ("path") DO NOTHING;
--> statement-breakpoint
INSERT INTO "uploads" ("store_id", "model_type", "path", "content_type", "size", "created_at")
SELECT DISTINCT ON (substr("image", 10)) "store_id", split_part(substr("image", 10), '/', 1), substr("image", 10),
  CASE lower(substring("image" from '\.([a-z]+)$')) WHEN 'png' THEN 'image/png' WHEN 'gif' THEN 'image/gif'
    WHEN 'webp' THEN 'image/webp' WHEN 'svg' THEN 'image/svg+xml' ELSE 'image/jpeg' END, 0, now()
FROM "rewards" WHERE "image" LIKE '/uploads/%'
ON CONFLICT ("path") DO NOTHING;
--> statement-breakpoint
INSERT INTO "uploads" ("store_id", "model_type", "path", "content_type", "size", "created_at")
SELECT DISTINCT ON (substr("image", 10)) "store_id", split_part(substr("image", 10), '/', 1), substr("image", 10),
  CASE lower(substring("image" from '\.([a-z]+)$')) WHEN 'png' THEN 'image/png' WHEN 'gif' THEN 'image/gif'
    WHEN 'webp' THEN 'image/webp' WHEN 'svg' THEN 'image/svg+xml' ELSE 'image/jpeg' END, 0, now()
FROM "offers" WHERE "image" LIKE '/uploads/%'
ON CONFLICT ("path") DO NOTHING;
--> statement-breakpoint
INSERT INTO "uploads" ("store_id", "model_type", "path", "content_type", "size", "created_at")
SELECT DISTINCT ON (substr("image_squared", 10)) "store_id", split_part(substr("image_squared", 10), '/', 1), substr("image_squared", 10),
  CASE lower(substring("image_squared" from '\.([a-z]+)$')) WHEN 'png' THEN 'image/png' WHEN 'gif' THEN 'image/gif'
    WHEN 'webp' THEN 'image/webp' WHEN 'svg' THEN 'image/svg+xml' ELSE 'image/jpeg' END, 0, now()
FROM "offers" WHERE "image_squared" LIKE '/uploads/%'
ON CONFLICT ("path") DO NOTHING;
--> statement-breakpoint
INSERT INTO "uploads" ("store_id", "model_type", "path", "content_type", "size", "created_at")
SELECT DISTINCT ON (substr("image", 10)) NULL, split_part(substr("image", 10), '/', 1), substr("image", 10),
  CASE lower(substring("image" from '\.([a-z]+)$')) WHEN 'png' THEN 'image/png' WHEN 'gif' THEN 'image/gif'
    WHEN 'webp' THEN 'image/webp' WHEN 'svg' THEN 'image/svg+xml' ELSE 'image/jpeg' END, 0, now()
FROM "admin_offers" WHERE "image" LIKE '/uploads/%'
ON CONFLICT ("path") DO NOTHING;
--> statement-breakpoint
INSERT INTO "uploads" ("store_id", "model_type", "path", "content_type", "size", "created_at")
SELECT DISTINCT ON (substr("image", 10)) "store_id", split_part(substr("image", 10), '/', 1), substr("image", 10),
  CASE lower(substring("image" from '\.([a-z]+)$')) WHEN 'png' THEN 'image/png' WHEN 'gif' THEN 'image/gif'
    WHEN 'webp' THEN 'image/webp' WHEN 'svg' THEN 'image/svg+xml' ELSE 'image/jpeg' END, 0, now()
FROM "store_news" WHERE "image" LIKE '/uploads/%'
ON CONFLICT ("path") DO NOTHING;
--> statement-breakpoint
INSERT INTO "uploads" ("store_id", "model_type", "path", "content_type", "size", "created_at")
SELECT DISTINCT ON (substr("image_squared", 10)) "store_id", split_part(substr("image_squared", 10), '/', 1), substr("image_squared", 10),
  CASE lower(substring("image_squared" from '\.([a-z]+)$')) WHEN 'png' THEN 'image/png' WHEN 'gif' THEN 'image/gif'
    WHEN 'webp' THEN 'image/webp' WHEN 'svg' THEN 'image/svg+xml' ELSE 'image/jpeg' END, 0, now()
FROM "store_news" WHERE "image_squared" LIKE '/uploads/%'
ON CONFLICT ("path") DO NOTHING;
--> statement-breakpoint
INSERT INTO "uploads" ("store_id", "model_type", "path", "content_type", "size", "created_at")
SELECT DISTINCT ON (substr("image", 10)) NULL, split_part(substr("image", 10), '/', 1), substr("image", 10),
  CASE lower(substring("image" from '\.([a-z]+)$')) WHEN 'png' THEN 'image/png' WHEN 'gif' THEN 'image/gif'
    WHEN 'webp' THEN 'image/webp' WHEN 'svg' THEN 'image/svg+xml' ELSE 'image/jpeg' END, 0, now()
FROM "admin_news" WHERE "image" LIKE '/uploads/%'
ON CONFLICT ("path") DO NOTHING;
--> statement-breakpoint
INSERT INTO "uploads" ("store_id", "model_type", "path", "content_type", "size", "created_at")
SELECT DISTINCT ON (substr("image_squared", 10)) NULL, split_part(substr("image_squared", 10), '/', 1), substr("image_squared", 10),
  CASE lower(substring("image_squared" from '\.([a-z]+)$')) WHEN 'png' THEN 'image/png' WHEN 'gif' THEN 'image/gif'
    WHEN 'webp' THEN 'image/webp' WHEN 'svg' THEN 'image/svg+xml' ELSE 'image/jpeg' END, 0, now()
FROM "admin_news" WHERE "image_squared" LIKE '/uploads/%'
ON CONFLICT ("path") DO NOTHING;
--> statement-breakpoint
INSERT INTO "uploads" ("store_id", "model_type", "path", "content_type", "size", "created_at")
SELECT DISTINCT ON (substr("image", 10)) "store_id", split_part(substr("image", 10), '/', 1), substr("image", 10),
  CASE lower(substring("image" from '\.([a-z]+)$')) WHEN 'png' THEN 'image/png' WHEN 'gif' THEN 'image/gif'
    WHEN 'webp' THEN 'image/webp' WHEN 'svg' THEN 'image/svg+xml' ELSE 'image/jpeg' END, 0, now()
FROM "notifications" WHERE "image" LIKE '/uploads/%'
ON CONFLICT ("path") DO NOTHING;
--> statement-breakpoint
INSERT INTO "uploads" ("store_id", "model_type", "path", "content_type", "size", "created_at")
SELECT DISTINCT ON (substr("image", 10)) NULL, split_part(substr("image", 10), '/', 1), substr("image", 10),
  CASE lower(substring("image" from '\.([a-z]+)$')) WHEN 'png' THEN 'image/png' WHEN 'gif' THEN 'image/gif'
    WHEN 'webp' THEN 'image/webp' WHEN 'svg' THEN 'image/svg+xml' ELSE 'image/jpeg' END, 0, now()
FROM "admin_notifications" WHERE "image" LIKE '/uploads/%'
ON CONFLICT ("path") DO NOTHING;
--> statement-breakpoint
INSERT INTO "uploads" ("store_id", "model_type", "path", "content_type", "size", "created_at")
SELECT DISTINCT ON (substr("image", 10)) "store_id", split_part(substr("image", 10), '/', 1), substr("image", 10),
  CASE lower(substring("image" from '\.([a-z]+)$')) WHEN 'png' THEN 'image/png' WHEN 'gif' THEN 'image/gif'
    WHEN 'webp' THEN 'image/webp' WHEN 'svg' THEN 'image/svg+xml' ELSE 'image/jpeg' END, 0, now()
FROM "banners" WHERE "image" LIKE '/uploads/%'
ON CONFLICT ("path") DO NOTHING;
--> statement-breakpoint
INSERT INTO "uploads" ("store_id", "model_type", "path", "content_type", "size", "created_at")
SELECT DISTINCT ON (substr("image", 10)) "store_id", split_part(substr("image", 10), '/', 1), substr("image", 10),
  CASE lower(substring("image" from '\.([a-z]+)$')) WHEN 'png' THEN 'image/png' WHEN 'gif' THEN 'image/gif'
    WHEN 'webp' THEN 'image/webp' WHEN 'svg' THEN 'image/svg+xml' ELSE 'image/jpeg' END, 0, now()
FROM "products" WHERE "image" LIKE '/uploads/%'
ON CONFLICT ("path") DO NOTHING;
--> statement-breakpoint
INSERT INTO "uploads" ("store_id", "model_type", "path", "content_type", "size", "created_at")
SELECT DISTINCT ON (substr("image", 10)) NULL, split_part(substr("image", 10), '/', 1), substr("image", 10),
  CASE lower(substring("image" from '\.([a-z]+)$')) WHEN 'png' THEN 'image/png' WHEN 'gif' THEN 'image/gif'
    WHEN 'webp' THEN 'image/webp' WHEN 'svg' THEN 'image/svg+xml' ELSE 'image/jpeg' END, 0, now()
FROM "categories" WHERE "image" LIKE '/uploads/%'
ON CONFLICT ("path") DO NOTHING;
--> statement-breakpoint
INSERT INTO "uploads" ("store_id", "model_type", "path", "content_type", "size", "created_at")
SELECT DISTINCT ON (substr("image", 10)) NULL, split_part(substr("image", 10), '/', 1), substr("image", 10),
  CASE lower(substring("image" from '\.([a-z]+)$')) WHEN 'png' THEN 'image/png' WHEN 'gif' THEN 'image/gif'
    WHEN 'webp' THEN 'image/webp' WHEN 'svg' THEN 'image/svg+xml' ELSE 'image/jpeg' END, 0, now()
FROM "store_types" WHERE "image" LIKE '/uploads/%'
ON CONFLICT ("path") DO NOTHING;
