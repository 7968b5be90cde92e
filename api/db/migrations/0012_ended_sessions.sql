CREATE TABLE `ended_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`reason` text NOT NULL,
	`expires_at` integer NOT NULL
);
