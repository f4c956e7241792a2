-- Calendar views for analysts: the festival occurrences and muhurta windows of the catalogued cities with the
-- cities' names, countries and zones, and a window's length in minutes. docs/analysts.md has worked questions;
-- docs/data-dictionary.md documents every column.
CREATE VIEW `v_festivals` AS
SELECT f.city_id, c.name AS city, c.country, c.timezone, f.year, f.date, f.weekday, f.festival_id, f.name AS festival, f.category,
  NULLIF(f.tradition, 'all') AS tradition, f.amanta_month, f.purnimanta_month, f.is_adhika, f.tithi_number,
  f.tithi_start_utc, f.tithi_end_utc, f.kala, f.window_start_utc, f.window_end_utc, f.parana_start_utc, f.parana_end_utc,
  f.decided_by, f.engine_version
FROM festival_occurrences f LEFT JOIN cities c ON c.id = f.city_id;
--> statement-breakpoint
CREATE VIEW `v_muhurta_windows` AS
SELECT m.city_id, c.name AS city, c.country, c.timezone, m.year, m.activity, m.date, m.start_utc, m.end_utc,
  CAST(round((julianday(m.end_utc) - julianday(m.start_utc)) * 1440) AS INTEGER) AS duration_minutes,
  m.quality, m.score, m.tithi_number, m.nakshatra_number, m.yoga_number, m.karana_number, m.weekday, m.lagna_sign,
  m.reasons, m.engine_version
FROM muhurta_windows m LEFT JOIN cities c ON c.id = m.city_id;
