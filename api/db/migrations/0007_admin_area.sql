CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`actor_id` text NOT NULL,
	`actor_label` text NOT NULL,
	`action` text NOT NULL,
	`entity_id` text NOT NULL,
	`before` text,
	`after` text
);
--> statement-breakpoint
CREATE INDEX `audit_log_at` ON `audit_log` (`at`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_admin_users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text,
	`user_id` text,
	`label` text DEFAULT '' NOT NULL,
	`role` text DEFAULT 'editor' NOT NULL,
	`permissions` text DEFAULT '[]' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_admin_users`("id", "email", "user_id", "label", "role", "permissions", "is_active", "created_at") SELECT "id", lower("email"), NULL, lower("email"), "role", "permissions", "is_active", "created_at" FROM `admin_users`;--> statement-breakpoint
DROP TABLE `admin_users`;--> statement-breakpoint
ALTER TABLE `__new_admin_users` RENAME TO `admin_users`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `admin_users_email_unique` ON `admin_users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `admin_users_user_id_unique` ON `admin_users` (`user_id`);--> statement-breakpoint
ALTER TABLE `articles` ADD `published` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `articles` ADD `content_html` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `handled_at` integer;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `handled_by` text;