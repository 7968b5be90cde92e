ALTER TABLE `contact_messages` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_subscriptions` ADD `language` text DEFAULT 'en' NOT NULL;