ALTER TABLE `articles` ADD `title_es` text;--> statement-breakpoint
ALTER TABLE `articles` ADD `excerpt_es` text;--> statement-breakpoint
ALTER TABLE `articles` ADD `content_es` text;--> statement-breakpoint
ALTER TABLE `articles` ADD `content_html_es` text;