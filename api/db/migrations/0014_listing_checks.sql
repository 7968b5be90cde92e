ALTER TABLE `resources` ADD `source_date` text;--> statement-breakpoint
ALTER TABLE `resources` ADD `phone_confirmed_on` text;