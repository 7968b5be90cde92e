CREATE TABLE `usage_counts` (
	`day` text NOT NULL,
	`event` text NOT NULL,
	`category` text NOT NULL,
	`state` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`day`, `event`, `category`, `state`)
);
