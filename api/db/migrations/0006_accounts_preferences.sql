CREATE TABLE `app_secrets` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `idp_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`given_name` text,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `idp_accounts_username_unique` ON `idp_accounts` (`username`);--> statement-breakpoint
CREATE TABLE `idp_store` (
	`model` text NOT NULL,
	`id` text NOT NULL,
	`payload` text NOT NULL,
	`grant_id` text,
	`user_code` text,
	`uid` text,
	`expires_at` integer,
	PRIMARY KEY(`model`, `id`)
);
--> statement-breakpoint
CREATE INDEX `idp_store_grant` ON `idp_store` (`grant_id`);--> statement-breakpoint
CREATE INDEX `idp_store_uid` ON `idp_store` (`uid`);--> statement-breakpoint
CREATE INDEX `idp_store_expires` ON `idp_store` (`expires_at`);--> statement-breakpoint
CREATE TABLE `user_preferences` (
	`user_id` text PRIMARY KEY NOT NULL,
	`needs` text NOT NULL,
	`location` text,
	`household` text,
	`languages` text NOT NULL,
	`updated_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
