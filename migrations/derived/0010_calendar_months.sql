CREATE TABLE `calendar_months` (
	`city_id` text NOT NULL,
	`year` integer NOT NULL,
	`calendar` text NOT NULL,
	`first_date` text NOT NULL,
	`last_date` text NOT NULL,
	`engine_version` text NOT NULL,
	`calendar_year` integer NOT NULL,
	`month` integer NOT NULL,
	`month_name` text NOT NULL,
	`is_adhika` integer NOT NULL,
	`month_start` text NOT NULL,
	`month_end` text NOT NULL,
	`month_json` text NOT NULL,
	`days_json` text NOT NULL,
	PRIMARY KEY(`city_id`, `year`, `calendar`, `first_date`)
);
