-- Occurrence views for analysts: one row per occurrence of each tithi, nakshatra, yoga and karana, of each Moon
-- and Sun sign (the Sun's are the sankrantis), and per lunar month, per city, whatever number of stored days it
-- touches. docs/analysts.md has worked questions; docs/data-dictionary.md documents every column.
--
-- Each stored day lists every element overlapping it, so an occurrence that spans two days is listed twice;
-- listings of the same element number starting within a minute of each other are kept once. Local times use the
-- UTC offset of the first stored day that lists the occurrence.
--
-- sunrises: the stored sunrises inside [start, end). `covered` is 1 when every local date from the day before the
-- start to the day after the end is stored for the city (so the count is complete); kshaya (no sunrise inside:
-- a tithi that never prevails at a sunrise) and spans_two_sunrises (vriddhi) are NULL when it is not.
CREATE VIEW `v_occurrences` AS
WITH listed AS (
  SELECT p.city_id, p.date, p.utc_offset_minutes, 'tithi' AS element, e.value AS entry FROM panchanga_days p, json_each(p.day_json, '$.tithis') e
  UNION ALL SELECT p.city_id, p.date, p.utc_offset_minutes, 'nakshatra', e.value FROM panchanga_days p, json_each(p.day_json, '$.nakshatras') e
  UNION ALL SELECT p.city_id, p.date, p.utc_offset_minutes, 'yoga', e.value FROM panchanga_days p, json_each(p.day_json, '$.yogas') e
  UNION ALL SELECT p.city_id, p.date, p.utc_offset_minutes, 'karana', e.value FROM panchanga_days p, json_each(p.day_json, '$.karanas') e
  UNION ALL SELECT p.city_id, p.date, p.utc_offset_minutes, 'moon_sign', e.value FROM panchanga_days p, json_each(p.day_json, '$.moonSigns') e
  UNION ALL SELECT p.city_id, p.date, p.utc_offset_minutes, 'sun_sign', e.value FROM panchanga_days p, json_each(p.day_json, '$.sunSigns') e
),
parsed AS (
  SELECT city_id, date, element, json_extract(entry, '$.number') AS number, json_extract(entry, '$.name') AS name,
    json_extract(entry, '$.paksha') AS paksha, json_extract(entry, '$.start') AS start_ms, json_extract(entry, '$.end') AS end_ms
  FROM listed
),
-- Listings of one element number starting within a minute of each other are one occurrence (the solver gives
-- the same instant to well under a millisecond whichever day it solved it for).
marked AS (
  SELECT *, CASE WHEN start_ms - lag(start_ms) OVER byStart < 60000 THEN 0 ELSE 1 END AS is_new
  FROM parsed WINDOW byStart AS (PARTITION BY city_id, element, number ORDER BY start_ms)
),
grouped AS (
  SELECT *, sum(is_new) OVER (PARTITION BY city_id, element, number ORDER BY start_ms ROWS UNBOUNDED PRECEDING) AS occurrence_id
  FROM marked
),
occurrence AS (
  SELECT city_id, element, number, max(name) AS name, max(paksha) AS paksha, min(start_ms) AS start_ms, max(end_ms) AS end_ms,
    min(date) AS first_date
  FROM grouped
  GROUP BY city_id, element, number, occurrence_id
),
timed AS (
  SELECT o.*, (SELECT d.utc_offset_minutes FROM panchanga_days d WHERE d.city_id = o.city_id AND d.date = o.first_date) AS utc_offset_minutes,
    strftime('%Y-%m-%dT%H:%M:%fZ', o.start_ms / 1000.0, 'unixepoch') AS start_utc,
    strftime('%Y-%m-%dT%H:%M:%fZ', o.end_ms / 1000.0, 'unixepoch') AS end_utc,
    strftime('%Y-%m-%d %H:%M:%S', o.start_ms / 1000.0, 'unixepoch', (SELECT printf('%+d minutes', d.utc_offset_minutes) FROM panchanga_days d WHERE d.city_id = o.city_id AND d.date = o.first_date)) AS start_local,
    strftime('%Y-%m-%d %H:%M:%S', o.end_ms / 1000.0, 'unixepoch', (SELECT printf('%+d minutes', d.utc_offset_minutes) FROM panchanga_days d WHERE d.city_id = o.city_id AND d.date = o.first_date)) AS end_local
  FROM occurrence o
),
counted AS (
  SELECT t.*,
    (SELECT count(*) FROM panchanga_days d
      WHERE d.city_id = t.city_id AND d.date BETWEEN date(t.start_local, '-1 day') AND date(t.end_local, '+1 day')
        AND d.sunrise_utc >= t.start_utc AND d.sunrise_utc < t.end_utc) AS sunrises,
    (SELECT count(*) FROM panchanga_days d
      WHERE d.city_id = t.city_id AND d.date BETWEEN date(t.start_local, '-1 day') AND date(t.end_local, '+1 day'))
      = CAST(julianday(date(t.end_local, '+1 day')) - julianday(date(t.start_local, '-1 day')) AS INTEGER) + 1 AS covered
  FROM timed t
)
SELECT c.city_id, ci.name AS city, c.element, c.number, c.name,
  c.paksha, CASE c.paksha WHEN 'shukla' THEN 'Shukla Paksha' WHEN 'krishna' THEN 'Krishna Paksha' END AS paksha_name,
  c.start_utc, c.end_utc, c.start_local, c.end_local,
  round((c.end_ms - c.start_ms) / 60000.0, 2) AS duration_minutes,
  c.first_date, c.utc_offset_minutes, c.sunrises, c.covered,
  CASE WHEN c.covered THEN c.sunrises = 0 END AS kshaya,
  CASE WHEN c.covered THEN c.sunrises >= 2 END AS spans_two_sunrises
FROM counted c LEFT JOIN cities ci ON ci.id = c.city_id;
--> statement-breakpoint
-- The sankrantis: the instant the Sun enters each sidereal sign (the start of a sun_sign occurrence).
CREATE VIEW `v_sankrantis` AS
SELECT city_id, city, number AS sign_number, name AS sign, start_utc AS instant_utc, start_local AS instant_local, first_date
FROM v_occurrences WHERE element = 'sun_sign';
--> statement-breakpoint
-- Lunar months (amanta: new moon to new moon), one row per month per city, with the purnimanta name of the same
-- dates' months and whether the month is adhika (intercalary).
CREATE VIEW `v_lunar_months` AS
SELECT p.city_id, c.name AS city,
  json_extract(p.day_json, '$.calendar.amanta.number') AS number,
  json_extract(p.day_json, '$.calendar.amanta.name') AS name,
  json_extract(p.day_json, '$.calendar.amanta.isAdhika') AS is_adhika,
  strftime('%Y-%m-%dT%H:%M:%fZ', json_extract(p.day_json, '$.calendar.amanta.start') / 1000.0, 'unixepoch') AS start_utc,
  strftime('%Y-%m-%dT%H:%M:%fZ', json_extract(p.day_json, '$.calendar.amanta.end') / 1000.0, 'unixepoch') AS end_utc,
  strftime('%Y-%m-%d %H:%M:%S', json_extract(p.day_json, '$.calendar.amanta.start') / 1000.0, 'unixepoch', printf('%+d minutes', p.utc_offset_minutes)) AS start_local,
  strftime('%Y-%m-%d %H:%M:%S', json_extract(p.day_json, '$.calendar.amanta.end') / 1000.0, 'unixepoch', printf('%+d minutes', p.utc_offset_minutes)) AS end_local,
  min(p.date) AS first_date, max(p.date) AS last_date, count(*) AS stored_days
FROM panchanga_days p LEFT JOIN cities c ON c.id = p.city_id
GROUP BY p.city_id, json_extract(p.day_json, '$.calendar.amanta.start');
