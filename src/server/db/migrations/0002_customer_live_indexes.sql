DROP INDEX "customers_store_created_idx";--> statement-breakpoint
DROP INDEX "customers_store_first_name_idx";--> statement-breakpoint
DROP INDEX "customers_store_last_name_idx";--> statement-breakpoint
DROP INDEX "customers_store_points_idx";--> statement-breakpoint
DROP INDEX "customers_store_last_visit_idx";--> statement-breakpoint
CREATE INDEX "customers_store_created_idx" ON "customers" USING btree ("store_id","created_at","id") WHERE "customers"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "customers_store_first_name_idx" ON "customers" USING btree ("store_id","first_name","id") WHERE "customers"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "customers_store_last_name_idx" ON "customers" USING btree ("store_id","last_name","id") WHERE "customers"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "customers_store_points_idx" ON "customers" USING btree ("store_id","points","id") WHERE "customers"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "customers_store_last_visit_idx" ON "customers" USING btree ("store_id","last_visit_at","id") WHERE "customers"."deleted_at" IS NULL;