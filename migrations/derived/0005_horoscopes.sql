CREATE TABLE `horoscopes` (
	`period` text NOT NULL,
	`start_date` text NOT NULL,
	`sign_number` integer NOT NULL,
	`lang` text NOT NULL,
	`zodiac` text NOT NULL,
	`engine_version` text NOT NULL,
	`report` text NOT NULL,
	PRIMARY KEY(`period`, `start_date`, `sign_number`, `lang`, `zodiac`)
);
