CREATE TABLE `news_feeds` (
	`url` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`last_attempt_at` integer,
	`last_success_at` integer,
	`last_error` text,
	`item_count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `news_items` (
	`id` text PRIMARY KEY NOT NULL,
	`url` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`source` text NOT NULL,
	`topics` text NOT NULL,
	`category` text NOT NULL,
	`published_at` integer NOT NULL,
	`feed_url` text NOT NULL,
	`fetched_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `news_items_url_unique` ON `news_items` (`url`);--> statement-breakpoint
CREATE INDEX `news_items_published` ON `news_items` (`published_at`);--> statement-breakpoint
ALTER TABLE `articles` ADD `origin` text DEFAULT 'admin' NOT NULL;