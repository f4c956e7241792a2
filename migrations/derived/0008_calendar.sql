CREATE TABLE `calendar_years` (
	`city_id` text NOT NULL,
	`year` integer NOT NULL,
	`kind` text NOT NULL,
	`engine_version` text NOT NULL,
	`omitted_json` text DEFAULT '[]' NOT NULL,
	PRIMARY KEY(`city_id`, `year`, `kind`)
);
--> statement-breakpoint
CREATE TABLE `festival_occurrences` (
	`city_id` text NOT NULL,
	`year` integer NOT NULL,
	`festival_id` text NOT NULL,
	`tradition` text NOT NULL,
	`date` text NOT NULL,
	`engine_version` text NOT NULL,
	`category` text NOT NULL,
	`name` text NOT NULL,
	`weekday` integer NOT NULL,
	`amanta_month` integer,
	`purnimanta_month` integer,
	`is_adhika` integer,
	`tithi_number` integer,
	`tithi_start_utc` text,
	`tithi_end_utc` text,
	`kala` text,
	`window_start_utc` text,
	`window_end_utc` text,
	`parana_start_utc` text,
	`parana_end_utc` text,
	`decided_by` text NOT NULL,
	`occurrence_json` text NOT NULL,
	PRIMARY KEY(`city_id`, `festival_id`, `tradition`, `date`)
);
--> statement-breakpoint
CREATE INDEX `festival_occurrences_city_year` ON `festival_occurrences` (`city_id`,`year`);--> statement-breakpoint
CREATE INDEX `festival_occurrences_date` ON `festival_occurrences` (`date`);--> statement-breakpoint
CREATE TABLE `muhurta_windows` (
	`city_id` text NOT NULL,
	`year` integer NOT NULL,
	`activity` text NOT NULL,
	`start_utc` text NOT NULL,
	`end_utc` text NOT NULL,
	`engine_version` text NOT NULL,
	`date` text NOT NULL,
	`quality` text NOT NULL,
	`score` integer NOT NULL,
	`tithi_number` integer NOT NULL,
	`nakshatra_number` integer NOT NULL,
	`yoga_number` integer NOT NULL,
	`karana_number` integer NOT NULL,
	`weekday` integer NOT NULL,
	`lagna_sign` integer,
	`reasons` text NOT NULL,
	PRIMARY KEY(`city_id`, `activity`, `start_utc`)
);
