-- A readable view of the precomputed sign horoscopes for analysts (sqlite3, DuckDB, pandas), in the style of
-- 0002_analyst_views. docs/data-dictionary.md documents every column. Texts come from the stored report (JSON).
CREATE VIEW `v_horoscopes` AS
SELECT
  h.sign_number,
  CASE h.sign_number WHEN 1 THEN 'aries' WHEN 2 THEN 'taurus' WHEN 3 THEN 'gemini' WHEN 4 THEN 'cancer' WHEN 5 THEN 'leo'
    WHEN 6 THEN 'virgo' WHEN 7 THEN 'libra' WHEN 8 THEN 'scorpio' WHEN 9 THEN 'sagittarius' WHEN 10 THEN 'capricorn'
    WHEN 11 THEN 'aquarius' WHEN 12 THEN 'pisces' END AS sign_id,
  CASE h.sign_number WHEN 1 THEN 'Aries' WHEN 2 THEN 'Taurus' WHEN 3 THEN 'Gemini' WHEN 4 THEN 'Cancer' WHEN 5 THEN 'Leo'
    WHEN 6 THEN 'Virgo' WHEN 7 THEN 'Libra' WHEN 8 THEN 'Scorpio' WHEN 9 THEN 'Sagittarius' WHEN 10 THEN 'Capricorn'
    WHEN 11 THEN 'Aquarius' WHEN 12 THEN 'Pisces' END AS sign,
  h.period, h.start_date,
  coalesce(json_extract(h.report, '$.to'), json_extract(h.report, '$.date')) AS end_date,
  h.lang, h.zodiac,
  coalesce(json_extract(h.report, '$.prediction'), json_extract(h.report, '$.overview')) AS text,
  json_extract(h.report, '$.lucky.number') AS lucky_number,
  json_extract(h.report, '$.lucky.color') AS lucky_color,
  json_extract(h.report, '$.lucky.stone') AS lucky_stone,
  json_array_length(h.report, '$.keyDates') AS key_dates,
  h.engine_version
FROM horoscopes h;
