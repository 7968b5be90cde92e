CREATE TABLE `pending_sign_ins` (
	`id_hash` text PRIMARY KEY NOT NULL,
	`client` text NOT NULL,
	`network` text NOT NULL,
	`seq` integer NOT NULL,
	`entry` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `pending_sign_ins_client` ON `pending_sign_ins` (`client`,`seq`);--> statement-breakpoint
CREATE INDEX `pending_sign_ins_network` ON `pending_sign_ins` (`network`);--> statement-breakpoint
CREATE INDEX `pending_sign_ins_expires` ON `pending_sign_ins` (`expires_at`);