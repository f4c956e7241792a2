-- Readable views over the derived tables for analysts (sqlite3, DuckDB, pandas). docs/data-dictionary.md
-- documents every column. Local times use the city's UTC offset at the start of the day.
CREATE VIEW `v_panchanga_days` AS
SELECT
  p.city_id, c.name AS city, c.country, c.timezone, p.date, p.weekday, p.vara,
  p.sunrise_local, p.sunset_local, p.moonrise_local, p.moonset_local,
  p.tithi_number, p.tithi, strftime('%Y-%m-%d %H:%M:%S', p.tithi_end_utc, printf('%+d minutes', p.utc_offset_minutes)) AS tithi_end_local,
  p.nakshatra_number, p.nakshatra, strftime('%Y-%m-%d %H:%M:%S', p.nakshatra_end_utc, printf('%+d minutes', p.utc_offset_minutes)) AS nakshatra_end_local,
  p.yoga_number, p.yoga, strftime('%Y-%m-%d %H:%M:%S', p.yoga_end_utc, printf('%+d minutes', p.utc_offset_minutes)) AS yoga_end_local,
  p.karana_number, p.karana, strftime('%Y-%m-%d %H:%M:%S', p.karana_end_utc, printf('%+d minutes', p.utc_offset_minutes)) AS karana_end_local,
  p.moon_sign, p.sun_sign, p.amanta_month, p.paksha, p.rahu_kaal_start_local, p.rahu_kaal_end_local,
  p.sunrise_utc, p.sunset_utc, p.tithi_end_utc, p.nakshatra_end_utc, p.yoga_end_utc, p.karana_end_utc,
  p.utc_offset_minutes, p.engine_version
FROM panchanga_days p LEFT JOIN cities c ON c.id = p.city_id;
--> statement-breakpoint
CREATE VIEW `v_panchanga_transitions` AS
SELECT p.city_id, p.date, 'tithi' AS element, json_extract(e.value, '$.number') AS number, json_extract(e.value, '$.name') AS name,
  strftime('%Y-%m-%dT%H:%M:%SZ', json_extract(e.value, '$.start') / 1000.0, 'unixepoch') AS start_utc,
  strftime('%Y-%m-%dT%H:%M:%SZ', json_extract(e.value, '$.end') / 1000.0, 'unixepoch') AS end_utc,
  strftime('%Y-%m-%d %H:%M:%S', json_extract(e.value, '$.start') / 1000.0, 'unixepoch', printf('%+d minutes', p.utc_offset_minutes)) AS start_local,
  strftime('%Y-%m-%d %H:%M:%S', json_extract(e.value, '$.end') / 1000.0, 'unixepoch', printf('%+d minutes', p.utc_offset_minutes)) AS end_local
FROM panchanga_days p, json_each(p.day_json, '$.tithis') e
UNION ALL
SELECT p.city_id, p.date, 'nakshatra' AS element, json_extract(e.value, '$.number') AS number, json_extract(e.value, '$.name') AS name,
  strftime('%Y-%m-%dT%H:%M:%SZ', json_extract(e.value, '$.start') / 1000.0, 'unixepoch') AS start_utc,
  strftime('%Y-%m-%dT%H:%M:%SZ', json_extract(e.value, '$.end') / 1000.0, 'unixepoch') AS end_utc,
  strftime('%Y-%m-%d %H:%M:%S', json_extract(e.value, '$.start') / 1000.0, 'unixepoch', printf('%+d minutes', p.utc_offset_minutes)) AS start_local,
  strftime('%Y-%m-%d %H:%M:%S', json_extract(e.value, '$.end') / 1000.0, 'unixepoch', printf('%+d minutes', p.utc_offset_minutes)) AS end_local
FROM panchanga_days p, json_each(p.day_json, '$.nakshatras') e
UNION ALL
SELECT p.city_id, p.date, 'yoga' AS element, json_extract(e.value, '$.number') AS number, json_extract(e.value, '$.name') AS name,
  strftime('%Y-%m-%dT%H:%M:%SZ', json_extract(e.value, '$.start') / 1000.0, 'unixepoch') AS start_utc,
  strftime('%Y-%m-%dT%H:%M:%SZ', json_extract(e.value, '$.end') / 1000.0, 'unixepoch') AS end_utc,
  strftime('%Y-%m-%d %H:%M:%S', json_extract(e.value, '$.start') / 1000.0, 'unixepoch', printf('%+d minutes', p.utc_offset_minutes)) AS start_local,
  strftime('%Y-%m-%d %H:%M:%S', json_extract(e.value, '$.end') / 1000.0, 'unixepoch', printf('%+d minutes', p.utc_offset_minutes)) AS end_local
FROM panchanga_days p, json_each(p.day_json, '$.yogas') e
UNION ALL
SELECT p.city_id, p.date, 'karana' AS element, json_extract(e.value, '$.number') AS number, json_extract(e.value, '$.name') AS name,
  strftime('%Y-%m-%dT%H:%M:%SZ', json_extract(e.value, '$.start') / 1000.0, 'unixepoch') AS start_utc,
  strftime('%Y-%m-%dT%H:%M:%SZ', json_extract(e.value, '$.end') / 1000.0, 'unixepoch') AS end_utc,
  strftime('%Y-%m-%d %H:%M:%S', json_extract(e.value, '$.start') / 1000.0, 'unixepoch', printf('%+d minutes', p.utc_offset_minutes)) AS start_local,
  strftime('%Y-%m-%d %H:%M:%S', json_extract(e.value, '$.end') / 1000.0, 'unixepoch', printf('%+d minutes', p.utc_offset_minutes)) AS end_local
FROM panchanga_days p, json_each(p.day_json, '$.karanas') e
UNION ALL
SELECT p.city_id, p.date, 'moon_sign' AS element, json_extract(e.value, '$.number') AS number, json_extract(e.value, '$.name') AS name,
  strftime('%Y-%m-%dT%H:%M:%SZ', json_extract(e.value, '$.start') / 1000.0, 'unixepoch') AS start_utc,
  strftime('%Y-%m-%dT%H:%M:%SZ', json_extract(e.value, '$.end') / 1000.0, 'unixepoch') AS end_utc,
  strftime('%Y-%m-%d %H:%M:%S', json_extract(e.value, '$.start') / 1000.0, 'unixepoch', printf('%+d minutes', p.utc_offset_minutes)) AS start_local,
  strftime('%Y-%m-%d %H:%M:%S', json_extract(e.value, '$.end') / 1000.0, 'unixepoch', printf('%+d minutes', p.utc_offset_minutes)) AS end_local
FROM panchanga_days p, json_each(p.day_json, '$.moonSigns') e
UNION ALL
SELECT p.city_id, p.date, 'sun_sign' AS element, json_extract(e.value, '$.number') AS number, json_extract(e.value, '$.name') AS name,
  strftime('%Y-%m-%dT%H:%M:%SZ', json_extract(e.value, '$.start') / 1000.0, 'unixepoch') AS start_utc,
  strftime('%Y-%m-%dT%H:%M:%SZ', json_extract(e.value, '$.end') / 1000.0, 'unixepoch') AS end_utc,
  strftime('%Y-%m-%d %H:%M:%S', json_extract(e.value, '$.start') / 1000.0, 'unixepoch', printf('%+d minutes', p.utc_offset_minutes)) AS start_local,
  strftime('%Y-%m-%d %H:%M:%S', json_extract(e.value, '$.end') / 1000.0, 'unixepoch', printf('%+d minutes', p.utc_offset_minutes)) AS end_local
FROM panchanga_days p, json_each(p.day_json, '$.sunSigns') e;
