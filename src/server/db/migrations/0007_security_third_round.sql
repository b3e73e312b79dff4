ALTER TABLE "users" DROP CONSTRAINT "users_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "points" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "total_points" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "points_movements" ALTER COLUMN "balance_after" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "stores" ALTER COLUMN "redeem_bought" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "stores" ALTER COLUMN "points_given" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "stores" ALTER COLUMN "points_redeemed" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;