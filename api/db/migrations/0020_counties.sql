ALTER TABLE `resources` ADD `counties` text;--> statement-breakpoint
-- A city's own listing with no place now reaches devices with the counties its city lies in (worked out when it is
-- sent): give those listings a new change number, so a device that synced before this learns them at its next sync.
UPDATE `resources` SET `version` = (SELECT coalesce(max(`version`), 0) + 1 FROM `resources`) WHERE `deleted_at` IS NULL AND `service_area` = 'local' AND `latitude` IS NULL AND `city` IS NOT NULL AND `state` IS NOT NULL;
