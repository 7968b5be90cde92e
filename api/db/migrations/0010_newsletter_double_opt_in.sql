ALTER TABLE `newsletter_subscriptions` ADD `status` text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_subscriptions` ADD `confirm_token_hash` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscriptions` ADD `confirm_expires_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscriptions_confirm_token_hash_unique` ON `newsletter_subscriptions` (`confirm_token_hash`);--> statement-breakpoint
-- Every address already here subscribed before double opt-in: active ones stay active, the others stay unsubscribed.
UPDATE `newsletter_subscriptions` SET `status` = CASE WHEN `is_active` = 1 THEN 'active' ELSE 'unsubscribed' END;
