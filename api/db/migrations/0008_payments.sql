CREATE TABLE `order_lines` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`product_id` text NOT NULL,
	`name` text NOT NULL,
	`price` integer NOT NULL,
	`quantity` integer NOT NULL,
	`size` text,
	`color` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_lines_order` ON `order_lines` (`order_id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`total` integer NOT NULL,
	`currency` text DEFAULT 'usd' NOT NULL,
	`email` text,
	`name` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`stripe_payment_intent_id` text,
	`idempotency_key` text,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`updated_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_stripe_payment_intent_id_unique` ON `orders` (`stripe_payment_intent_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_idempotency_key_unique` ON `orders` (`idempotency_key`);--> statement-breakpoint
CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `donations` ADD `stripe_subscription_id` text;--> statement-breakpoint
ALTER TABLE `donations` ADD `stripe_invoice_id` text;--> statement-breakpoint
ALTER TABLE `donations` ADD `idempotency_key` text;--> statement-breakpoint
ALTER TABLE `donations` ADD `receipt_queued_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `donations_stripe_invoice_id_unique` ON `donations` (`stripe_invoice_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `donations_idempotency_key_unique` ON `donations` (`idempotency_key`);