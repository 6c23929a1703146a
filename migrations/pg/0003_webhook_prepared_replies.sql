CREATE TABLE "webhook_prepared_replies" (
	"id" text PRIMARY KEY NOT NULL,
	"relay_id" text NOT NULL,
	"user_id" text NOT NULL,
	"messages" json NOT NULL,
	"access_token" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"event_seq" bigint,
	"reply_token" text,
	"result_status" integer,
	"result_body" text,
	"result_error" text
);
--> statement-breakpoint
ALTER TABLE "webhook_prepared_replies" ADD CONSTRAINT "webhook_prepared_replies_relay_id_webhook_relays_id_fk" FOREIGN KEY ("relay_id") REFERENCES "public"."webhook_relays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_prepared_replies" ADD CONSTRAINT "webhook_prepared_replies_event_seq_webhook_events_seq_fk" FOREIGN KEY ("event_seq") REFERENCES "public"."webhook_events"("seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_prepared_relay_idx" ON "webhook_prepared_replies" USING btree ("relay_id","event_seq");--> statement-breakpoint
CREATE INDEX "webhook_prepared_event_idx" ON "webhook_prepared_replies" USING btree ("event_seq");