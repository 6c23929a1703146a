CREATE TABLE "webhook_events" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"relay_id" text NOT NULL,
	"user_id" text NOT NULL,
	"received_at" timestamp (3) with time zone NOT NULL,
	"headers" json NOT NULL,
	"body" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"forward_status" integer,
	"forward_ms" integer,
	"forward_body" text,
	"forward_error" text
);
--> statement-breakpoint
CREATE TABLE "webhook_relays" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"mode" text NOT NULL,
	"forward_url" text,
	"answer_with_bot_status" boolean NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_reply_locks" (
	"reply_token" text PRIMARY KEY NOT NULL,
	"event_seq" bigint NOT NULL,
	"used_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_relay_id_webhook_relays_id_fk" FOREIGN KEY ("relay_id") REFERENCES "public"."webhook_relays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_reply_locks" ADD CONSTRAINT "webhook_reply_locks_event_seq_webhook_events_seq_fk" FOREIGN KEY ("event_seq") REFERENCES "public"."webhook_events"("seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_events_relay_idx" ON "webhook_events" USING btree ("relay_id","seq");--> statement-breakpoint
CREATE INDEX "webhook_events_user_idx" ON "webhook_events" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "webhook_events_received_idx" ON "webhook_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "webhook_relays_user_idx" ON "webhook_relays" USING btree ("user_id");