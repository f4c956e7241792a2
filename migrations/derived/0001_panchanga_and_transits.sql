CREATE TABLE `cities` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`country` text NOT NULL,
	`region` text NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`elevation_m` real,
	`timezone` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `graha_daily` (
	`date` text NOT NULL,
	`graha` text NOT NULL,
	`engine_version` text NOT NULL,
	`tropical_deg` real NOT NULL,
	`sidereal_deg` real NOT NULL,
	`latitude_deg` real NOT NULL,
	`distance_au` real NOT NULL,
	`speed_deg_per_day` real NOT NULL,
	`sign_number` integer NOT NULL,
	`sign` text NOT NULL,
	`degree_in_sign` real NOT NULL,
	`nakshatra_number` integer NOT NULL,
	`nakshatra` text NOT NULL,
	`pada` integer NOT NULL,
	`retrograde` integer NOT NULL,
	PRIMARY KEY(`date`, `graha`)
);
--> statement-breakpoint
CREATE INDEX `graha_daily_engine` ON `graha_daily` (`engine_version`);--> statement-breakpoint
CREATE TABLE `panchanga_days` (
	`city_id` text NOT NULL,
	`date` text NOT NULL,
	`engine_version` text NOT NULL,
	`weekday` integer NOT NULL,
	`vara` text NOT NULL,
	`utc_offset_minutes` integer NOT NULL,
	`sunrise_utc` text,
	`sunset_utc` text,
	`sunrise_local` text,
	`sunset_local` text,
	`moonrise_local` text,
	`moonset_local` text,
	`tithi_number` integer NOT NULL,
	`tithi` text NOT NULL,
	`tithi_end_utc` text NOT NULL,
	`nakshatra_number` integer NOT NULL,
	`nakshatra` text NOT NULL,
	`nakshatra_end_utc` text NOT NULL,
	`yoga_number` integer NOT NULL,
	`yoga` text NOT NULL,
	`yoga_end_utc` text NOT NULL,
	`karana_number` integer NOT NULL,
	`karana` text NOT NULL,
	`karana_end_utc` text NOT NULL,
	`moon_sign` text NOT NULL,
	`sun_sign` text NOT NULL,
	`amanta_month` text NOT NULL,
	`paksha` text NOT NULL,
	`rahu_kaal_start_local` text,
	`rahu_kaal_end_local` text,
	`day_json` text NOT NULL,
	PRIMARY KEY(`city_id`, `date`)
);
--> statement-breakpoint
CREATE INDEX `panchanga_days_date` ON `panchanga_days` (`date`);--> statement-breakpoint
CREATE INDEX `panchanga_days_engine` ON `panchanga_days` (`engine_version`);--> statement-breakpoint
CREATE TABLE `pipeline_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`started_at` text NOT NULL,
	`finished_at` text,
	`request` text NOT NULL,
	`engine_version` text NOT NULL,
	`status` text NOT NULL,
	`written` text
);
--> statement-breakpoint
CREATE TABLE `transit_days` (
	`date` text PRIMARY KEY NOT NULL,
	`engine_version` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `transit_events` (
	`date` text NOT NULL,
	`instant_utc` text NOT NULL,
	`instant_ms` integer NOT NULL,
	`type` text NOT NULL,
	`graha` text NOT NULL,
	`engine_version` text NOT NULL,
	`detail_json` text NOT NULL,
	PRIMARY KEY(`type`, `graha`, `instant_ms`)
);
--> statement-breakpoint
CREATE INDEX `transit_events_date` ON `transit_events` (`date`);--> statement-breakpoint
CREATE INDEX `transit_events_instant` ON `transit_events` (`instant_ms`);