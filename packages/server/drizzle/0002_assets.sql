-- Name search uses trigram indexes (pg_trgm), keyed by owner too (btree_gin). Both are trusted
-- extensions, so the database owner may create them; PGlite ships them and loads them at open.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TABLE "assets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"organization_id" uuid,
	"parent_id" uuid,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"is_showcase" boolean DEFAULT false NOT NULL,
	"session_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assets_type_known" CHECK ("assets"."type" in ('folder', 'mesh', 'image', 'splat', 'video')),
	CONSTRAINT "assets_not_own_parent" CHECK ("assets"."parent_id" <> "assets"."id")
);
--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_parent_id_assets_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_owner_id_idx" ON "assets" USING btree ("owner_id","id") WHERE NOT "assets"."is_deleted";--> statement-breakpoint
CREATE INDEX "assets_owner_parent_id_idx" ON "assets" USING btree ("owner_id","parent_id","id") WHERE NOT "assets"."is_deleted";--> statement-breakpoint
CREATE INDEX "assets_owner_type_id_idx" ON "assets" USING btree ("owner_id","type","id") WHERE NOT "assets"."is_deleted";--> statement-breakpoint
CREATE INDEX "assets_owner_folders_idx" ON "assets" USING btree ("owner_id","parent_id","id") WHERE "assets"."type" = 'folder' AND NOT "assets"."is_deleted";--> statement-breakpoint
CREATE INDEX "assets_owner_name_trgm_idx" ON "assets" USING gin ("owner_id","name" gin_trgm_ops) WHERE NOT "assets"."is_deleted";--> statement-breakpoint
CREATE INDEX "assets_showcase_idx" ON "assets" USING btree ("id") WHERE "assets"."is_showcase" AND NOT "assets"."is_deleted";--> statement-breakpoint
CREATE INDEX "assets_preview_pending_idx" ON "assets" USING btree ("id") WHERE "assets"."data"->>'preview_status' = 'pending' AND NOT "assets"."is_deleted";