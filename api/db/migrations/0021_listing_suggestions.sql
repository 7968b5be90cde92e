CREATE TABLE `listing_suggestions` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`about` text NOT NULL,
	`category` text,
	`phone` text,
	`website` text,
	`area` text NOT NULL,
	`contact` text,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`decided_at` integer,
	`decided_by` text,
	`decline_reason` text,
	`resource_id` text
);
--> statement-breakpoint
CREATE INDEX `listing_suggestions_status` ON `listing_suggestions` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `resources` ADD `suggested_by_reader` integer;