CREATE TABLE `flex_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`alt_text` text DEFAULT 'Flex Message' NOT NULL,
	`flex_json` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `flex_messages_user_idx` ON `flex_messages` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `flex_messages_expiry_idx` ON `flex_messages` (`expires_at`);--> statement-breakpoint
CREATE TABLE `images` (
	`sha256` text PRIMARY KEY NOT NULL,
	`mime_type` text NOT NULL,
	`byte_size` integer NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `login_logs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`display_name` text NOT NULL,
	`picture_url` text,
	`user_agent` text NOT NULL,
	`session_data` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_logs_user_idx` ON `login_logs` (`user_id`);