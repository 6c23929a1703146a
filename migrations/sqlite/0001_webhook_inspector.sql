CREATE TABLE `webhook_events` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`relay_id` text NOT NULL,
	`user_id` text NOT NULL,
	`received_at` integer NOT NULL,
	`headers` text NOT NULL,
	`body` blob NOT NULL,
	`byte_size` integer NOT NULL,
	`forward_status` integer,
	`forward_ms` integer,
	`forward_body` text,
	`forward_error` text,
	FOREIGN KEY (`relay_id`) REFERENCES `webhook_relays`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `webhook_events_relay_idx` ON `webhook_events` (`relay_id`,`seq`);--> statement-breakpoint
CREATE INDEX `webhook_events_user_idx` ON `webhook_events` (`user_id`,`seq`);--> statement-breakpoint
CREATE INDEX `webhook_events_received_idx` ON `webhook_events` (`received_at`);--> statement-breakpoint
CREATE TABLE `webhook_relays` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`mode` text NOT NULL,
	`forward_url` text,
	`answer_with_bot_status` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `webhook_relays_user_idx` ON `webhook_relays` (`user_id`);--> statement-breakpoint
CREATE TABLE `webhook_reply_locks` (
	`reply_token` text PRIMARY KEY NOT NULL,
	`event_seq` integer NOT NULL,
	`used_at` integer NOT NULL,
	FOREIGN KEY (`event_seq`) REFERENCES `webhook_events`(`seq`) ON UPDATE no action ON DELETE cascade
);
