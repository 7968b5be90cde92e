CREATE TABLE `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`subject` text NOT NULL,
	`category` text NOT NULL,
	`priority` text NOT NULL,
	`message` text NOT NULL,
	`wants_copy` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`key` text PRIMARY KEY NOT NULL,
	`scope` text NOT NULL,
	`request_hash` text NOT NULL,
	`status` integer NOT NULL,
	`response` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `outbound_mail` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`to` text,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`headers` text DEFAULT '{}' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`sent_at` integer
);
--> statement-breakpoint
CREATE INDEX `outbound_mail_status` ON `outbound_mail` (`status`);--> statement-breakpoint
ALTER TABLE `newsletter_subscriptions` ADD `unsubscribe_token` text;--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscriptions_unsubscribe_token_unique` ON `newsletter_subscriptions` (`unsubscribe_token`);