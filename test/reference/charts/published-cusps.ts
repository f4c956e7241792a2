/**
 * Published Placidus house cusps (tropical, true equinox of date), with where they were read (README.md).
 */

/** A Swiss Ephemeris printout: an instant, a place and twelve cusps to 0.0001°. */
export const SWISS_EPHEMERIS_PLACIDUS = {
  source:
    'Swiss Ephemeris 2.x (Moshier) via pyswisseph, printed in dontrusthiscode/Gemini ' +
    'scratches/archive/0019_Brain_Surgery_20260130/11_VERIFIED_GEOMETRY.md (JD 2454214.552083 UT)',
  instant: Date.parse('2007-04-24T01:15:00Z'),
  latitude: 46.9809,
  longitude: 28.8704,
  ascendant: 338.6958,
  midheaven: 260.1826,
  cusps: [338.6958, 29.6848, 59.1749, 80.1826, 99.4193, 122.006, 158.6958, 209.6848, 239.1749, 260.1826, 279.4193, 302.006],
} as const;

/**
 * One row of Raphael's Placidus table of houses for London (51°32′ N), as worked in the example of
 * "Raphael's Manual" (10 December 1815, 1 p.m., London): with 3° Capricorn culminating the table gives
 * 11th 22° Capricorn, 12th 17° Aquarius, ascendant 7°55′ Aries, 2nd 22° Taurus, 3rd 15° Gemini.
 * https://www.astrologicalsociety.us/twelve-houses/379.html
 */
export const RAPHAEL_LONDON_ROW = {
  source: 'Raphael, table of houses for London, row MC 3° Capricorn (https://www.astrologicalsociety.us/twelve-houses/379.html)',
  latitude: 51 + 32 / 60,
  midheaven: 273,
  /**
   * Mean obliquity at the epoch of the worked example, 1815.94 (T = −1.8406 Julian centuries): IAU 2006
   * ε = 84381.406″ − 46.836769″·T = 23°27′47.6″.
   */
  obliquity: (84381.406 + 46.836769 * 1.8406) / 3600,
  cusp11: 270 + 22,
  cusp12: 300 + 17,
  ascendant: 7 + 55 / 60,
  cusp2: 30 + 22,
  cusp3: 60 + 15,
} as const;
