-- Links and images the contract now refuses (javascript:, data:, vbscript:, //host…) are cleared in the
-- rows saved before it did, so that no answer carries one and no customer's app opens one. The demo's
-- banners, data: SVGs until now, are served as uploads from here on (seed/couponsAndBannersSeed.ts).
UPDATE "offers" SET "button_link" = '' WHERE "button_link" !~ '^(https?://[^\s/?#]+([/?#]\S*)?)?$';
--> statement-breakpoint
UPDATE "admin_offers" SET "button_link" = '' WHERE "button_link" !~ '^(https?://[^\s/?#]+([/?#]\S*)?)?$';
--> statement-breakpoint
UPDATE "store_news" SET "button_link" = '' WHERE "button_link" !~ '^(https?://[^\s/?#]+([/?#]\S*)?)?$';
--> statement-breakpoint
UPDATE "admin_news" SET "button_link" = '' WHERE "button_link" !~ '^(https?://[^\s/?#]+([/?#]\S*)?)?$';
--> statement-breakpoint
UPDATE "notifications" SET "button_link" = '' WHERE "button_link" !~ '^(https?://[^\s/?#]+([/?#]\S*)?)?$';
--> statement-breakpoint
UPDATE "banners" SET "link" = '' WHERE "link" !~ '^(https?://[^\s/?#]+([/?#]\S*)?)?$';
--> statement-breakpoint
UPDATE "stores" SET "orders_link" = '' WHERE "orders_link" !~ '^(https?://[^\s/?#]+([/?#]\S*)?)?$';
--> statement-breakpoint
UPDATE "stores" SET "logo" = '' WHERE "logo" !~ '^(https?://[^\s/?#]+([/?#]\S*)?|/uploads/[a-z-]+/[A-Za-z0-9_-]+\.(png|jpg|jpeg|webp|gif|svg))?$';
--> statement-breakpoint
UPDATE "offers" SET "image" = '' WHERE "image" !~ '^(https?://[^\s/?#]+([/?#]\S*)?|/uploads/[a-z-]+/[A-Za-z0-9_-]+\.(png|jpg|jpeg|webp|gif|svg))?$';
--> statement-breakpoint
UPDATE "offers" SET "image_squared" = '' WHERE "image_squared" !~ '^(https?://[^\s/?#]+([/?#]\S*)?|/uploads/[a-z-]+/[A-Za-z0-9_-]+\.(png|jpg|jpeg|webp|gif|svg))?$';
--> statement-breakpoint
UPDATE "admin_offers" SET "image" = '' WHERE "image" !~ '^(https?://[^\s/?#]+([/?#]\S*)?|/uploads/[a-z-]+/[A-Za-z0-9_-]+\.(png|jpg|jpeg|webp|gif|svg))?$';
--> statement-breakpoint
UPDATE "store_news" SET "image" = '' WHERE "image" !~ '^(https?://[^\s/?#]+([/?#]\S*)?|/uploads/[a-z-]+/[A-Za-z0-9_-]+\.(png|jpg|jpeg|webp|gif|svg))?$';
--> statement-breakpoint
UPDATE "store_news" SET "image_squared" = '' WHERE "image_squared" !~ '^(https?://[^\s/?#]+([/?#]\S*)?|/uploads/[a-z-]+/[A-Za-z0-9_-]+\.(png|jpg|jpeg|webp|gif|svg))?$';
--> statement-breakpoint
UPDATE "admin_news" SET "image" = '' WHERE "image" !~ '^(https?://[^\s/?#]+([/?#]\S*)?|/uploads/[a-z-]+/[A-Za-z0-9_-]+\.(png|jpg|jpeg|webp|gif|svg))?$';
--> statement-breakpoint
UPDATE "admin_news" SET "image_squared" = '' WHERE "image_squared" !~ '^(https?://[^\s/?#]+([/?#]\S*)?|/uploads/[a-z-]+/[A-Za-z0-9_-]+\.(png|jpg|jpeg|webp|gif|svg))?$';
--> statement-breakpoint
UPDATE "notifications" SET "image" = '' WHERE "image" !~ '^(https?://[^\s/?#]+([/?#]\S*)?|/uploads/[a-z-]+/[A-Za-z0-9_-]+\.(png|jpg|jpeg|webp|gif|svg))?$';
--> statement-breakpoint
UPDATE "admin_notifications" SET "image" = '' WHERE "image" !~ '^(https?://[^\s/?#]+([/?#]\S*)?|/uploads/[a-z-]+/[A-Za-z0-9_-]+\.(png|jpg|jpeg|webp|gif|svg))?$';
--> statement-breakpoint
UPDATE "banners" SET "image" = '/uploads/banner/demo-' || trim(both '-' from regexp_replace(lower(translate("title", 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun')), '[^a-z0-9]+', '-', 'g')) || '.svg' WHERE "image" LIKE 'data:image/svg+xml,%';
--> statement-breakpoint
UPDATE "banners" SET "image" = '' WHERE "image" !~ '^(https?://[^\s/?#]+([/?#]\S*)?|/uploads/[a-z-]+/[A-Za-z0-9_-]+\.(png|jpg|jpeg|webp|gif|svg))?$';
--> statement-breakpoint
UPDATE "rewards" SET "image" = '' WHERE "image" !~ '^(https?://[^\s/?#]+([/?#]\S*)?|/uploads/[a-z-]+/[A-Za-z0-9_-]+\.(png|jpg|jpeg|webp|gif|svg))?$';
--> statement-breakpoint
UPDATE "products" SET "image" = '' WHERE "image" !~ '^(https?://[^\s/?#]+([/?#]\S*)?|/uploads/[a-z-]+/[A-Za-z0-9_-]+\.(png|jpg|jpeg|webp|gif|svg))?$';
--> statement-breakpoint
UPDATE "categories" SET "image" = '' WHERE "image" !~ '^(https?://[^\s/?#]+([/?#]\S*)?|/uploads/[a-z-]+/[A-Za-z0-9_-]+\.(png|jpg|jpeg|webp|gif|svg))?$';
--> statement-breakpoint
UPDATE "store_types" SET "image" = '' WHERE "image" !~ '^(https?://[^\s/?#]+([/?#]\S*)?|/uploads/[a-z-]+/[A-Za-z0-9_-]+\.(png|jpg|jpeg|webp|gif|svg))?$';
