CREATE TABLE "upload_chunks" (
	"upload_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "upload_chunks_upload_id_seq_pk" PRIMARY KEY("upload_id","seq")
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "upload_chunks" ADD CONSTRAINT "upload_chunks_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Images and PDFs are compressed already: store the chunks out of line without trying to compress them again.
ALTER TABLE "upload_chunks" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
