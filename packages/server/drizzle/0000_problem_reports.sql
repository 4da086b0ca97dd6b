CREATE TABLE "problem_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_email" text DEFAULT '' NOT NULL,
	"error_url" text NOT NULL,
	"message" text NOT NULL,
	"component_stack" text DEFAULT '' NOT NULL,
	"user_agent" text,
	"platform" text,
	"client_info" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
