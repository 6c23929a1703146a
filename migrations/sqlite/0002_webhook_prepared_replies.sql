CREATE TABLE `webhook_prepared_replies` (
	`id` text PRIMARY KEY NOT NULL,
	`relay_id` text NOT NULL,
	`user_id` text NOT NULL,
	`messages` text NOT NULL,
	`access_token` text,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`event_seq` integer,
	`reply_token` text,
	`result_status` integer,
	`result_body` text,
	`result_error` text,
	FOREIGN KEY (`relay_id`) REFERENCES `webhook_relays`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_seq`) REFERENCES `webhook_events`(`seq`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `webhook_prepared_relay_idx` ON `webhook_prepared_replies` (`relay_id`,`event_seq`);--> statement-breakpoint
CREATE INDEX `webhook_prepared_event_idx` ON `webhook_prepared_replies` (`event_seq`);