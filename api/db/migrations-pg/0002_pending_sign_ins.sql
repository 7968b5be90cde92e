CREATE TABLE "pending_sign_ins" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"client" text NOT NULL,
	"network" text NOT NULL,
	"seq" integer NOT NULL,
	"entry" jsonb NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pending_sign_ins_client" ON "pending_sign_ins" USING btree ("client","seq");--> statement-breakpoint
CREATE INDEX "pending_sign_ins_network" ON "pending_sign_ins" USING btree ("network");--> statement-breakpoint
CREATE INDEX "pending_sign_ins_expires" ON "pending_sign_ins" USING btree ("expires_at");