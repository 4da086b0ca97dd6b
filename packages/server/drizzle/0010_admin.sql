CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"admin_id" uuid,
	"admin_email" text NOT NULL,
	"action" text NOT NULL,
	"target_user_id" uuid,
	"target_label" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "assets_showcase_idx";--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "showcase_position" integer;--> statement-breakpoint
-- The showcase kept its order newest first until now: its assets keep that order as their positions.
UPDATE "assets" SET "showcase_position" = "ranked"."position" FROM (SELECT "id", row_number() OVER (ORDER BY "id" DESC) AS "position" FROM "assets" WHERE "is_showcase") AS "ranked" WHERE "assets"."id" = "ranked"."id";--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_user_id_idx" ON "admin_audit_log" USING btree ("target_user_id","id");--> statement-breakpoint
CREATE INDEX "assets_showcase_idx" ON "assets" USING btree ("showcase_position","id") WHERE "assets"."is_showcase" AND NOT "assets"."is_deleted";