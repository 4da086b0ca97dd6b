CREATE TABLE "test_clock" (
	"id" text PRIMARY KEY NOT NULL,
	"offset_ms" bigint NOT NULL,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkouts" DROP CONSTRAINT "checkouts_status_known";--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_status_known" CHECK ("checkouts"."status" in ('pending', 'completed', 'declined', 'refunded'));