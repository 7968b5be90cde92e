CREATE TABLE `listing_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`resource_id` text NOT NULL,
	`problem` text NOT NULL,
	`note` text,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`resolved_at` integer,
	`resolved_by` text
);
--> statement-breakpoint
CREATE INDEX `listing_reports_resource` ON `listing_reports` (`resource_id`,`created_at`);