/**
 * The worked example of B.V. Raman, "Graha and Bhava Balas" (UBS Publishers' Distributors, New Delhi; 13th
 * edition 1992, reprints 1992–1996): his "Standard Horoscope", a girl born 16 October 1918 at 2:20 p.m. IST,
 * 13° N, 77° 35′ E, carried through every shadbala and bhava bala component.
 *
 * Edition and pages. The edition seen is the 1996 (sixth) reprint of the 13th edition, in the stored copies
 * https://www.scribd.com/document/722401597 and https://www.scribd.com/document/552739807 (same text). Only
 * their opening pages (title, imprint, contents) could be read there, so the page numbers below are the
 * CHAPTER SPANS from that table of contents, not the page of each figure:
 *   ch. III Sthanabala 11–29 · ch. IV Digbala 30–33 · ch. V Kala bala 34–63 · ch. VI Chesta bala 64–79 ·
 *   ch. VII Naisargika bala 80–81 · ch. VIII Drik bala 82–91 (ends with the six-bala summary table and the
 *   required minimums) · ch. IX Bhava bala 92–100 · ch. X Ishta and Kashta phalas 101–104 · Summary 105–109 ·
 *   Tables 110–118 (I Ahargana 110, II days from 1 January 111, III weekdays for remainders 112, IV mean solar
 *   daily motion 112, V–VII mean motions of Mars, Jupiter, Saturn 113–115, VIII–IX Mercury's and Venus'
 *   products 116–117).
 *
 * Provenance. No page of the worked example itself was readable in the stored copies; every number below comes
 * from a public transcription of the book, named in each block's `provenance`:
 *  - 'gbb-via-slllyio': printed in GBB, as transcribed with line citations ("GBB-<chapter>:<line>") into an OCR
 *    text of the book (archive.org item gzwo_graha-and-bhava-balas-by-b-v-raman…, edition unknown) by the
 *    repository github.com/Slllyio/astro (docs/raman_saab/gbb_shadbala_reference.md,
 *    tests/raman_saab/primitives/shadbala/*.py). That repository calls the lagna "Libra"; the book's own
 *    figures put it in Capricorn (Saturn's dig bala example uses the 1st bhava madhya 294° 57′), so that
 *    label is an error there, not in the book. It also swaps Rahu and Ketu.
 *  - 'mha-via-vedastro': printed for the same chart in Raman's "A Manual of Hindu Astrology" (pp. 56 and 74
 *    as cited), as transcribed in github.com/VedAstro/VedAstro (ManualOfHinduAstrologyTests.cs). GBB works
 *    from the same positions; GBB's own quoted figures (7th madhya 114° 57′, the uchcha values) agree.
 *  - 'raman-via-vedastro': Raman's own description of the Standard Horoscope ("we shall consider the nativity of
 *    a female born on 16th October 1918…"), quoted in VedAstro's CalculateTests.cs without naming the book.
 *  - Rule wording quoted from GBB in VedAstro's shadbala source comments is used only for the rules.
 * PyJHora's `shadbala_BVRamanBook_tests` is NOT a transcription of this example: it recasts the chart
 * (Sun 180° 53′ 55″ in Libra, not 179° 08′ in Virgo) and asserts its own outputs; nothing here comes from it.
 * Values absent from every source are `null`. Numbers introduced by "implied", "worked here" or "check made
 * here" were worked out for this file as consistency checks and are NOT book figures.
 *
 * Units: virupas (shashtiamsas, 60 to a rupa) unless a name says otherwise; longitudes are nirayana degrees
 * 0–360 (Raman ayanamsha) with the printed degree-minute string beside them.
 */
import type { GrahaId } from '../../../data/grahas.ts';

/** The seven grahas that receive shadbala; the nodes get none. */
export type SaptaGraha = Exclude<GrahaId, 'rahu' | 'ketu'>;
export type PerGraha<T> = { readonly [G in SaptaGraha]: T };
export type Provenance = 'gbb-via-slllyio' | 'mha-via-vedastro' | 'raman-via-vedastro';
export type BhavaNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
export type PerBhava<T> = { readonly [B in BhavaNumber]: T };

/** A longitude as printed: decimal degrees (rounded to 1e-6°) and the printed degrees-minutes(-seconds). */
export interface PrintedAngle {
  readonly deg: number;
  readonly printed: string;
}

/** A table of one component for the seven grahas, with where it was read. */
export interface ComponentTable<T = number | null> {
  readonly provenance: Provenance | null;
  /** Chapter and page span (see the module comment) and the transcription's line citation, when known. */
  readonly where: string;
  readonly values: PerGraha<T>;
}

// ── 1. Birth data and inputs ─────────────────────────────────────────────────────────────────────────────

/**
 * Birth data. The date, IST clock time and place are Raman's wording for his Standard Horoscope ("born on 16th
 * October 1918 A.D. at 2 h 20 m P.M. (Indian Standard Time) at a place on 13° N. Lat. and 77° 35′ E. Long."),
 * quoted in VedAstro's tests. GBB's own statement of the birth data was not seen (the transcription gives no
 * latitude or longitude). 16 October 1918 was a Wednesday; the Kala bala example names Mercury lord of the
 * day. The time Raman reckons the Nathonnata arc from is 2:14 p.m. (146.5° from midnight after folding,
 * `KALA_INPUTS`); the transcription calls it "2:14 LAT" in one place and "2:14 pm IST" in another. It equals
 * 14:00:20 LMT (14:20 IST − 19 m 40 s for 77° 35′ E) plus the mid-October equation of time, so it is most
 * likely local apparent time; the book's label was not seen.
 */
export const BIRTH = {
  provenance: 'raman-via-vedastro',
  date: '1918-10-16',
  weekday: 'wednesday',
  clockTime: '14:20',
  zone: 'IST',
  utcOffsetHours: 5.5,
  latitude: { deg: 13, printed: '13° N' },
  longitude: { deg: 77.583333, printed: '77° 35′ E' },
  /** Time of birth from which Raman measures the Nathonnata arc, as transcribed; label unclear (see above). */
  timeForNathonnata: '14:14',
  /** Sunrise and sunset of the birth day: not in any source read. */
  sunrise: null,
  sunset: null,
  /** Local mean time: the transcription says "~2:00 PM LMT" without printing a figure. */
  localMeanTime: null,
  isDayBirth: true,
} as const;

/**
 * Nirayana longitudes (Raman ayanamsha) of the grahas and the lagna. Source: A Manual of Hindu Astrology p. 56
 * (grahas) and p. 74 (lagna = 1st bhava madhya); the same seven graha values are GBB's (Slllyio fixtures) and
 * reproduce GBB's uchcha column. Rahu/Ketu are not used by shadbala. Retrogression: no source states it for any
 * graha; the printed cheshta kendras (reduced: Mars 66.85°, Mercury 6.40°, Jupiter 105.99°, Venus 17.30°,
 * Saturn 63.19°, all far from 180°) imply none was retrograde, but that is an inference, hence `null`.
 */
export const POSITIONS = {
  provenance: 'mha-via-vedastro',
  grahas: {
    sun: { deg: 179.133333, printed: '179° 08′' },
    moon: { deg: 311.666667, printed: '311° 40′' },
    mars: { deg: 229.816667, printed: '229° 49′' },
    mercury: { deg: 180.55, printed: '180° 33′' },
    jupiter: { deg: 83.583333, printed: '83° 35′' },
    venus: { deg: 170.066667, printed: '170° 04′' },
    saturn: { deg: 124.85, printed: '124° 51′' },
  },
  rahu: { deg: 233.383333, printed: '233° 23′' },
  ketu: { deg: 53.383333, printed: '53° 23′' },
  lagna: { deg: 294.95, printed: '294° 57′' },
  retrograde: { sun: null, moon: null, mars: null, mercury: null, jupiter: null, venus: null, saturn: null },
} as const satisfies {
  provenance: Provenance;
  grahas: PerGraha<PrintedAngle>;
  rahu: PrintedAngle;
  ketu: PrintedAngle;
  lagna: PrintedAngle;
  retrograde: PerGraha<boolean | null>;
};

/**
 * Ayanamsha. GBB's Ayana bala example adds 21° 16′ to the nirayana longitudes (Slllyio Kala fixture; its
 * Ishta example uses Sayana Sun 200.4° = 179° 08′ + 21° 16′). A Manual of Hindu Astrology computes Raman's
 * ayanamsha for 1918 as (1918 − 397) × 50⅓″ = 21° 15′ 57″ (VedAstro test); GBB rounds it to the minute.
 */
export const AYANAMSHA = {
  provenance: 'gbb-via-slllyio',
  usedInAyanaBala: { deg: 21.266667, printed: '21° 16′' },
  mhaFor1918: { deg: 21.265833, printed: '21° 15′ 57″' },
  sayanaSunForIshta: 200.4,
} as const;

/**
 * Bhava table: sandhi at the start, madhya, sandhi at the end (Sripati: each sandhi is midway between two
 * madhyas). Source: A Manual of Hindu Astrology p. 74 (Article 90), as transcribed by VedAstro. GBB quotes the
 * 7th madhya 114° 57′ and Saturn's powerless point 294° 57′ (the 1st madhya) in its dig bala example (ch. IV);
 * its printed dig and bhava bala figures are consistent with these madhyas (see DIG and BHAVA_BALA).
 */
export const BHAVAS = {
  provenance: 'mha-via-vedastro',
  houses: {
    1: {
      start: { deg: 281.611111, printed: '281° 36′ 40″' },
      madhya: { deg: 294.95, printed: '294° 57′ 00″' },
      end: { deg: 311.611111, printed: '311° 36′ 40″' },
    },
    2: {
      start: { deg: 311.611111, printed: '311° 36′ 40″' },
      madhya: { deg: 328.272222, printed: '328° 16′ 20″' },
      end: { deg: 344.933333, printed: '344° 56′ 00″' },
    },
    3: {
      start: { deg: 344.933333, printed: '344° 56′ 00″' },
      madhya: { deg: 1.594444, printed: '1° 35′ 40″' },
      end: { deg: 18.255556, printed: '18° 15′ 20″' },
    },
    4: {
      start: { deg: 18.255556, printed: '18° 15′ 20″' },
      madhya: { deg: 34.916667, printed: '34° 55′ 00″' },
      end: { deg: 48.255556, printed: '48° 15′ 20″' },
    },
    5: {
      start: { deg: 48.255556, printed: '48° 15′ 20″' },
      madhya: { deg: 61.594444, printed: '61° 35′ 40″' },
      end: { deg: 74.933333, printed: '74° 56′ 00″' },
    },
    6: {
      start: { deg: 74.933333, printed: '74° 56′ 00″' },
      madhya: { deg: 88.272222, printed: '88° 16′ 20″' },
      end: { deg: 101.611111, printed: '101° 36′ 40″' },
    },
    7: {
      start: { deg: 101.611111, printed: '101° 36′ 40″' },
      madhya: { deg: 114.95, printed: '114° 57′ 00″' },
      end: { deg: 131.611111, printed: '131° 36′ 40″' },
    },
    8: {
      start: { deg: 131.611111, printed: '131° 36′ 40″' },
      madhya: { deg: 148.272222, printed: '148° 16′ 20″' },
      end: { deg: 164.933333, printed: '164° 56′ 00″' },
    },
    9: {
      start: { deg: 164.933333, printed: '164° 56′ 00″' },
      madhya: { deg: 181.594444, printed: '181° 35′ 40″' },
      end: { deg: 198.255556, printed: '198° 15′ 20″' },
    },
    10: {
      start: { deg: 198.255556, printed: '198° 15′ 20″' },
      madhya: { deg: 214.916667, printed: '214° 55′ 00″' },
      end: { deg: 228.255556, printed: '228° 15′ 20″' },
    },
    11: {
      start: { deg: 228.255556, printed: '228° 15′ 20″' },
      madhya: { deg: 241.594444, printed: '241° 35′ 40″' },
      end: { deg: 254.933333, printed: '254° 56′ 00″' },
    },
    12: {
      start: { deg: 254.933333, printed: '254° 56′ 00″' },
      madhya: { deg: 268.272222, printed: '268° 16′ 20″' },
      end: { deg: 281.611111, printed: '281° 36′ 40″' },
    },
  },
} as const satisfies {
  provenance: Provenance;
  houses: PerBhava<{ start: PrintedAngle; madhya: PrintedAngle; end: PrintedAngle }>;
};

/**
 * Kala bala inputs as GBB states them (ch. V, pp. 34–63; Slllyio Kala fixture, GBB-5). Ahargana, sunrise,
 * sunset and the declinations (kranti) used for Ayana bala are not in any source read: `null`.
 */
export const KALA_INPUTS = {
  provenance: 'gbb-via-slllyio',
  /** Birth time from midnight at 15° an hour, folded to 0–180° (2:14 p.m. → 213.5° → 360° − 213.5°). */
  nathonnataArcDeg: 146.5,
  isDayBirth: true,
  /** 1-based third of the day (sunrise to sunset) in which the birth falls. */
  tribhagaPart: 3,
  ahargana: null,
  yearLord: 'saturn',
  monthLord: 'mercury',
  weekdayLord: 'mercury',
  horaLord: 'moon',
  /** Declination of each graha from its sayana longitude by Raman's kranti table: no printed value read. */
  kranti: { sun: null, moon: null, mars: null, mercury: null, jupiter: null, venus: null, saturn: null },
} as const satisfies {
  provenance: Provenance;
  nathonnataArcDeg: number;
  isDayBirth: boolean;
  tribhagaPart: 1 | 2 | 3;
  ahargana: number | null;
  yearLord: SaptaGraha;
  monthLord: SaptaGraha;
  weekdayLord: SaptaGraha;
  horaLord: SaptaGraha;
  kranti: PerGraha<number | null>;
};

/**
 * Cheshta bala inputs as GBB states them (ch. VI, pp. 64–79; Slllyio cheshta fixture and Ex. 49–51, GBB-6).
 * Decimal degrees as transcribed (the printed degree-minute strings were not quoted). The mean longitudes of
 * Mercury and Venus are the mean Sun's; the seeghrochcha of Mars, Jupiter and Saturn is the mean Sun.
 * `epochIntervalDays`: days from the epoch (1 January 1900, Ujjain mean midnight, 76° E) to the birth;
 * VedAstro's code notes "verified standard horoscope = 6862.579" (Slllyio recomputes 6862.578).
 *
 * The epoch constants of the book's mean-longitude method (ch. VI, Tables IV–IX), t = year − 1900, n = days
 * from the epoch, as the two transcriptions give them. They DISAGREE in places (marked); the book was not seen.
 * Slllyio reports that its set reproduces the mean longitudes below to ≤ 0.12°. The engine uses the daily motions the
 * tables' rows for 10,000 days print (data/shadbala.ts `RAMAN_MEAN_ELEMENTS`), which give them within 0.04°.
 *   mean Sun      257.4568 + 0.9855931 n (VedAstro) / 0.98560 n (Slllyio)
 *   mean Mars     270.22 + 0.5240218 n / 0.52402 n
 *   mean Jupiter  220.04 + 0.08310024 n − (3.33 + 0.0067 t)
 *   mean Saturn   236.74 (Slllyio; VedAstro's code has 220.04, seemingly copied from Jupiter)
 *                 + 0.03333857 n (VedAstro) / 0.03344 n (Slllyio) + (5 + 0.001 t)
 *   seeghrochcha of Mercury  164.00 + 4.092385 n + (6.67 − 0.00133 t)  (VedAstro's code: + 0.00133 t)
 *   seeghrochcha of Venus    328.51 + 1.602159 n − (5 + 0.001 t)        (VedAstro's code: 0.0001 t)
 */
export const CHESHTA_INPUTS = {
  provenance: 'gbb-via-slllyio',
  epochIntervalDays: 6862.579,
  meanLongitude: { mars: 266.34, mercury: 181.2275, jupiter: 66.91, venus: 181.2275, saturn: 111.23 },
  meanSun: 181.2275,
  seeghrochcha: { mars: 181.2275, mercury: 174.49, jupiter: 181.2275, venus: 158.35, saturn: 181.2275 },
  /** Chesta kendra before reduction to 0–180° (Ex. 49–51). */
  chestaKendraDeg: { mars: 293.15, mercury: 353.6, jupiter: 105.99, venus: 342.7, saturn: 63.19 },
} as const satisfies {
  provenance: Provenance;
  epochIntervalDays: number;
  meanLongitude: Omit<PerGraha<number>, 'sun' | 'moon'>;
  meanSun: number;
  seeghrochcha: Omit<PerGraha<number>, 'sun' | 'moon'>;
  chestaKendraDeg: Omit<PerGraha<number>, 'sun' | 'moon'>;
};

// ── 2. Shadbala components for the seven grahas ──────────────────────────────────────────────────────────

/**
 * Uchcha bala (ch. III). RULE: arc of the graha from its deepest debilitation point (Sun 190°, Moon 213°,
 * Mars 118°, Mercury 345°, Jupiter 275°, Venus 177°, Saturn 20°), taken as 360° − arc if over 180°, divided by
 * 3 (0 at deep debilitation, 60 at deep exaltation). Values as transcribed in Slllyio's Ishta fixture
 * (GBB-3:43-115); one decimal, as there.
 */
export const UCHCHA = {
  provenance: 'gbb-via-slllyio',
  where: 'ch. III pp. 11–29 (GBB-3:43-115); reused in ch. X',
  values: { sun: 3.6, moon: 32.9, mars: 37.2, mercury: 54.8, jupiter: 56.2, venus: 2.3, saturn: 34.9 },
} as const satisfies ComponentTable<number>;

/**
 * Saptavargaja bala (ch. III). RULE: over the seven vargas rasi, hora, drekkana, saptamsa, navamsa,
 * dwadasamsa, trimsamsa, score the graha by its relation to the lord of the varga sign it occupies:
 * moolatrikona 45 (in the rasi only; GBB-3:469-476), own 30, adhimitra 22.5, mitra 15, sama 7.5, satru 3.75,
 * adhisatru 1.875. The relation is the compound one: natural friendship combined with temporary friendship
 * (the other graha in the 2nd, 3rd, 4th, 10th, 11th or 12th sign from it in the rasi chart); both friends =
 * adhimitra, friend + neutral = mitra, friend + enemy = sama, enemy + neutral = satru, both enemies = adhisatru.
 * GBB defers to A Manual of Hindu Astrology for the varga-sign rules. Totals as transcribed (GBB-3:514-543).
 * Per-varga cells were not transcribed (`perVarga` null) except two, which the book scores against its own
 * varga-boundary rules: Mars's trimsamsa counted as its own (30) although Mars at Scorpio 19° 49′ lies in
 * Jupiter's band, and Saturn's saptamsa counted sama (7.5, the Sun's saptamsa) although Saturn at Leo 4° 51′
 * lies past the first saptamsa. An engine following the rules will miss Mars by 22.5 and Saturn by 15.
 * Raman's Example 7 (GBB-3:397-405) says Sun, Mars and Venus are each twice in their own varga.
 */
export const SAPTAVARGAJA = {
  provenance: 'gbb-via-slllyio',
  where: 'ch. III pp. 11–29 (GBB-3:447-543)',
  values: { sun: 129.375, moon: 48.75, mars: 112.5, mercury: 150, jupiter: 71.25, venus: 110.625, saturn: 82.5 },
  perVarga: null,
} as const satisfies ComponentTable<number> & { perVarga: null };

/**
 * Ojayugmarasyamsa bala (ch. III). RULE: 15 if the rasi sign is of the graha's parity and 15 more if the
 * navamsa sign is; Moon and Venus want even signs, Sun, Mars, Mercury, Jupiter, Saturn odd ones. The printed
 * row was not transcribed. By the rule from the printed longitudes (worked here, not printed): sun 0, moon 15,
 * mars 15, mercury 30, jupiter 15, venus 30, saturn 15; with them the printed sthana totals add up except
 * the three cells named in STHANA.
 */
export const OJAYUGMA = {
  provenance: null,
  where: 'ch. III pp. 11–29 (GBB-3:546-601)',
  values: { sun: null, moon: null, mars: null, mercury: null, jupiter: null, venus: null, saturn: null },
} as const satisfies ComponentTable<null>;

/**
 * Kendra bala (ch. III). RULE: 60 in a kendra, 30 in a panapara, 15 in an apoklima, counted BY SIGN from the
 * lagna sign (whole-sign houses), not by bhava (GBB-3:609). The example settles it: Mercury (Libra, 10th sign,
 * but in the 9th bhava) gets 60 and Saturn (Leo, 8th sign, but in the 7th bhava) gets 30, as the printed sthana
 * totals require. Slllyio asserts its whole-sign engine reproduces the book's row (GBB-3:642-651); the row
 * below is that assertion, not a quoted table.
 */
export const KENDRA = {
  provenance: 'gbb-via-slllyio',
  where: 'ch. III pp. 11–29 (GBB-3:603-651)',
  values: { sun: 15, moon: 30, mars: 30, mercury: 60, jupiter: 15, venus: 15, saturn: 30 },
} as const satisfies ComponentTable<number>;

/**
 * Drekkana bala (ch. III). RULE: 15 to a male graha (Sun, Mars, Jupiter) in the 1st decanate (0–10°), to a
 * hermaphrodite (Mercury, Saturn) in the 2nd (10–20°), to a female (Moon, Venus) in the 3rd (20–30°); else 0.
 * The book's wording quoted by VedAstro says "full strength of 60 shashtiamsas" in one place and a quarter in
 * another; no graha of the example is credited with it, so the example cannot decide (15 is the usual value).
 * The printed row was not transcribed. By the rule only Venus (Virgo 20° 04′, 3rd decanate) scores; the
 * ch. VIII totals credit Venus nothing and the Moon (2nd decanate) 15 more than the rule (see STHANA).
 */
export const DREKKANA = {
  provenance: null,
  where: 'ch. III pp. 11–29 (GBB-3:653-697)',
  values: { sun: null, moon: null, mars: null, mercury: null, jupiter: null, venus: null, saturn: null },
} as const satisfies ComponentTable<null>;

/**
 * Sthana bala = uchcha + saptavargaja + ojayugma + kendra + drekkana. `values`: the ch. VIII summary table
 * (Ex. 56, GBB-8:280-298), which the totals use. The ch. III example table (Ex. 13) prints two different cells:
 * Sun 162.975 and Moon 126.65 (`chapter3`). By the rules above the Sun should be 147.975 and the Moon 126.65,
 * and Venus 172.925 rather than the printed 157.925: the book contradicts itself by 15 in these three cells.
 */
export const STHANA = {
  provenance: 'gbb-via-slllyio',
  where: 'ch. VIII summary pp. 82–91 (GBB-8:280-298); ch. III pp. 11–29 (GBB-3:699)',
  values: { sun: 147.975, moon: 141.65, mars: 194.7, mercury: 294.8, jupiter: 157.45, venus: 157.925, saturn: 162.4 },
  chapter3: { sun: 162.975, moon: 126.65, mars: null, mercury: null, jupiter: null, venus: null, saturn: null },
} as const satisfies ComponentTable<number> & { chapter3: PerGraha<number | null> };

/**
 * Dig bala (ch. IV). RULE: each graha is strongest at one bhava madhya — Jupiter and Mercury the 1st, Sun and
 * Mars the 10th, Saturn the 7th, Moon and Venus the 4th — and powerless at the opposite madhya (4th for Sun
 * and Mars, 7th for Jupiter and Mercury, 10th for Moon and Venus, 1st for Saturn). Dig bala = arc from the
 * powerless madhya (360° − arc if over 180°) / 3. Bhava MADHYAS (Sripati), not sign cusps or the lagna degree
 * of a whole-sign chart. Worked example (GBB-4:91-100): Saturn 124° 51′, powerless point 294° 57′ (7th madhya
 * 114° 57′ + 180°), arc 170° 06′, dig bala 56.7. Column from the ch. VIII summary.
 */
export const DIG = {
  provenance: 'gbb-via-slllyio',
  where: 'ch. IV pp. 30–33 (GBB-4:35-100); ch. VIII summary (GBB-8:280-298)',
  values: { sun: 48.07, moon: 32.25, mars: 55.03, mercury: 21.86, jupiter: 10.45, venus: 14.95, saturn: 56.7 },
  saturnWorked: { arcDeg: 170.1, printedArc: '170° 06′', powerlessPoint: { deg: 294.95, printed: '294° 57′' } },
} as const satisfies ComponentTable<number> & { saturnWorked: object };

/**
 * Kala bala sub-components (ch. V). Each block states where its numbers come from; `null` = not transcribed.
 *
 * NATHONNATA. RULE: birth time from midnight × 15°/h, folded to 0–180° (x); Sun, Jupiter, Venus get x / 3;
 * Moon, Mars, Saturn get (180° − x) / 3; Mercury always 60. The values are Slllyio's expected figures from
 * the stated x = 146.5°, not quoted cells.
 *
 * PAKSHA. RULE: elongation Moon − Sun folded to 0–180°, / 3 = the benefics' paksha bala; malefics get 60 minus
 * that; the Moon's is DOUBLED. The book (quoted by VedAstro): "Moon, Jupiter, Venus and Mercury are strong in
 * Sukla Paksha and the others in Krishna Paksha". Here Mercury counts as benefic (the printed Mercury kala
 * total is impossible otherwise: it would need an ayana bala above 60). Whether a waning Moon takes 60 minus
 * the value before doubling is not settled by this example (its Moon waxes, elongation 132.5°). Transcribed:
 * Moon 88.34, Sun 15.83 (malefic value), Jupiter 44.17 (benefic value); the other cells are null here.
 *
 * TRIBHAGA. RULE: the day (sunrise to sunset) in three equal parts ruled by Mercury, Sun, Saturn; the night
 * (sunset to sunrise) by Moon, Venus, Mars; the ruler of the birth's part gets 60; Jupiter always 60. Birth in
 * the 3rd part of the day: Saturn and Jupiter 60, the rest 0.
 *
 * ABDA / MASA / VARA / HORA. RULE: 15 to the lord of the year, 30 to the lord of the month, 45 to the lord of
 * the weekday, 60 to the lord of the hora. Year and month lords from the Ahargana (Tables I–III): year lord =
 * weekday of remainder of (quotient of Ahargana / 360) × 3 + 1 on division by 7; month lord likewise with
 * (quotient of Ahargana / 30) × 2 + 1 (GBB-5:343-450, as transcribed). Unclear without the pages: the
 * Ahargana's epoch and the remainder → weekday mapping of Table III. Hora: count whole clock hours from
 * sunrise (one-hour horas, not unequal ones); the first hora belongs to the weekday lord, the following ones
 * go down the Chaldean order Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon (GBB-5:606-627). Example:
 * Wednesday, hora lord Moon — the Moon rules the 2nd and 9th horas of a Wednesday, and the birth is about
 * 8¼ hours after sunrise in apparent time (in mean time it would fall just inside the 8th, Mercury's).
 *
 * AYANA. RULE: kranti (declination) from the SAYANA longitude (nirayana + ayanamsha) by Raman's table — the
 * kranti at bhuja 15°, 30°, 45°, 60°, 75°, 90° is 362′, 703′, 1002′, 1238′, 1388′, 1440′, interpolated
 * linearly (so maximum 24°) — then ayana bala = (24° ± kranti) / 48° × 60. North declination adds and south
 * subtracts for Sun, Mars, Jupiter, Venus; south adds and north subtracts for Moon and Saturn; Mercury's
 * always adds; the Sun's result is DOUBLED (GBB-5:794-957). Book inconsistency: the printed Mars 1.40 and
 * Venus 23.80 are 0.5 below what the rule gives from the printed longitudes (1.90, 24.30). Moon and Mercury
 * were not transcribed (implied by the printed totals, not printed: Moon 43.24, Mercury 40.75).
 *
 * YUDDHA. RULE: grahas other than Sun and Moon within 1° of each other are at war; the one with the lesser
 * longitude wins (the book's wording; BPHS has the northern one win); the difference of the two grahas'
 * (sthana + dig + kala "up to Hora bala", i.e. without ayana bala) divided by the
 * difference of their disc diameters (Mars 9.4″, Mercury 6.6″, Jupiter 190.4″, Venus 16.6″, Saturn 158.0″)
 * is added to the winner's kala bala and taken from the loser's (GBB-5:1001-1043). No two of Mars…Saturn are
 * within 1° in this chart; the book applies no yuddha (no printed row seen, hence null).
 */
export const KALA_PARTS = {
  provenance: 'gbb-via-slllyio',
  where: 'ch. V pp. 34–63 (GBB-5)',
  nathonnata: { sun: 48.83, moon: 11.17, mars: 11.17, mercury: 60, jupiter: 48.83, venus: 48.83, saturn: 11.17 },
  paksha: { sun: 15.83, moon: 88.34, mars: null, mercury: null, jupiter: 44.17, venus: null, saturn: null },
  pakshaBeneficValue: 44.17,
  pakshaMaleficValue: 15.83,
  tribhaga: { sun: 0, moon: 0, mars: 0, mercury: 0, jupiter: 60, venus: 0, saturn: 60 },
  abda: { sun: 0, moon: 0, mars: 0, mercury: 0, jupiter: 0, venus: 0, saturn: 15 },
  masa: { sun: 0, moon: 0, mars: 0, mercury: 30, jupiter: 0, venus: 0, saturn: 0 },
  vara: { sun: 0, moon: 0, mars: 0, mercury: 45, jupiter: 0, venus: 0, saturn: 0 },
  hora: { sun: 0, moon: 60, mars: 0, mercury: 0, jupiter: 0, venus: 0, saturn: 0 },
  ayana: { sun: 39.82, moon: null, mars: 1.4, mercury: null, jupiter: 58.92, venus: 23.8, saturn: 13.75 },
  yuddha: { sun: null, moon: null, mars: null, mercury: null, jupiter: null, venus: null, saturn: null },
} as const satisfies {
  provenance: Provenance;
  where: string;
  nathonnata: PerGraha<number>;
  paksha: PerGraha<number | null>;
  pakshaBeneficValue: number;
  pakshaMaleficValue: number;
  tribhaga: PerGraha<number>;
  abda: PerGraha<number>;
  masa: PerGraha<number>;
  vara: PerGraha<number>;
  hora: PerGraha<number>;
  ayana: PerGraha<number | null>;
  yuddha: PerGraha<number | null>;
};

/**
 * Kala bala totals (sum of the nine sub-components), ch. VIII summary column. Saturn's printed 115.69 is 0.06
 * below the sum of its transcribed parts (115.75).
 */
export const KALA = {
  provenance: 'gbb-via-slllyio',
  where: 'ch. V pp. 34–63; ch. VIII summary (GBB-8:280-298)',
  values: { sun: 104.49, moon: 202.75, mars: 28.39, mercury: 219.92, jupiter: 211.93, venus: 116.81, saturn: 115.69 },
} as const satisfies ComponentTable<number>;

/**
 * Cheshta bala (ch. VI). RULE: chesta kendra = seeghrochcha − (mean longitude + true longitude) / 2, taken
 * modulo 360°, then 360° − that if over 180°; cheshta bala = reduced kendra / 3 (60 at 180°, i.e. in the
 * middle of retrogression). The OCR of the book prints the formula garbled; the book's wording quoted by
 * VedAstro ("deduct from the Seeghrochcha half the sum of the true and mean longitudes and divide the
 * difference by 3") and all five worked kendras agree with this form. The SUN AND MOON GET NO CHESHTA BALA in
 * the shadbala total: their cells are blank in the summary (GBB-6:23-28, GBB-8:286), written 'blank' here;
 * substitutes are computed for them only for Ishta/Kashta (ISHTA_KASHTA).
 */
export const CHESHTA = {
  provenance: 'gbb-via-slllyio',
  where: 'ch. VI pp. 64–79 (Ex. 49–51, GBB-6); ch. VIII summary (GBB-8:280-298)',
  values: { sun: 'blank', moon: 'blank', mars: 22.28, mercury: 2.13, jupiter: 35.33, venus: 5.76, saturn: 21.06 },
} as const satisfies ComponentTable<number | 'blank'>;

/**
 * Naisargika bala (ch. VII). RULE: fixed, by brightness: 60 × k / 7 with k = 7 for the Sun down to 1 for
 * Saturn in the order Sun, Moon, Venus, Jupiter, Mercury, Mars, Saturn, as printed (truncated, not rounded:
 * Venus 42.85, Jupiter 34.28, Mercury 25.70).
 */
export const NAISARGIKA = {
  provenance: 'gbb-via-slllyio',
  where: 'ch. VII pp. 80–81 (GBB-7:44-63)',
  values: { sun: 60, moon: 51.43, mars: 17.14, mercury: 25.7, jupiter: 34.28, venus: 42.85, saturn: 8.57 },
} as const satisfies ComponentTable<number>;

/**
 * Drik bala (ch. VIII). RULE: for each aspecting graha, drishti kendra K = longitude of the aspected graha −
 * longitude of the aspecting graha (+360° if negative). Drishti value: 0 for K < 30°; (K − 30)/2 for 30–60°;
 * K − 60 + 15 for 60–90°; (120 − K)/2 + 30 for 90–120°; 150 − K for 120–150°; 2(K − 150) for 150–180°;
 * (300 − K)/2 for 180–300°; 0 beyond 300° (the book's formula on p. 85, per VedAstro). Special aspects are
 * ADDED by angle, not by sign: Mars +15 for K in 90–120° and 210–240°, Jupiter +30 for 120–150° and 240–270°,
 * Saturn +45 for 60–90° and 270–300°. Benefics' values count plus and malefics' minus, all at full value;
 * their sum is the drishti pinda and the drik bala is a QUARTER of it, signed. Only the seven grahas aspect.
 * Benefic/malefic: Jupiter and Venus benefic; Sun, Mars, Saturn malefic; the Moon benefic here (waxing);
 * Mercury benefic here (alone in Libra; by Raman's general rule malefic when joined with malefics). Check
 * made here (not a book figure): this rule with Mercury and the Moon as benefics gives all seven printed
 * values to within 0.13 from the printed longitudes. The graha-by-graha aspect table was not transcribed
 * (`aspectTable` null).
 */
export const DRIK = {
  provenance: 'gbb-via-slllyio',
  where: 'ch. VIII pp. 82–91 (GBB-8:27-241); summary (GBB-8:280-298)',
  values: { sun: 16.72, moon: -11.9, mars: 5.35, mercury: 16.05, jupiter: -6.57, venus: 18.67, saturn: 7.37 },
  aspectTable: null,
} as const satisfies ComponentTable<number> & { aspectTable: null };

/**
 * Totals (ch. VIII). RULE: shadbala pinda = sthana + dig + kala + cheshta + naisargika ± drik (drik added
 * with its sign); rupas = pinda / 60. Required minimum in rupas (GBB-8:303-312): Sun 5, Moon 6, Mars 5,
 * Mercury 7, Jupiter 6.5, Venus 5.5, Saturn 5; a graha at or above its minimum is "powerful". Note the Sun's
 * 5: the BPHS table most software follows has 6.5 (390 virupas) for the Sun. The book's
 * verdict (GBB-8:317): all seven are powerful, Mercury the strongest, Mars the weakest. Virupa totals and the
 * ratio to the minimum were not transcribed. Mercury's printed 9.743 rupas disagrees with the sum of its
 * printed components (580.46 virupas = 9.674 rupas); the other six agree with their components.
 */
export const TOTALS = {
  provenance: 'gbb-via-slllyio',
  where: 'ch. VIII summary pp. 82–91 (GBB-8:280-317)',
  virupas: { sun: null, moon: null, mars: null, mercury: null, jupiter: null, venus: null, saturn: null },
  rupas: { sun: 6.288, moon: 6.936, mars: 5.381, mercury: 9.743, jupiter: 7.381, venus: 5.949, saturn: 6.196 },
  requiredRupas: { sun: 5, moon: 6, mars: 5, mercury: 7, jupiter: 6.5, venus: 5.5, saturn: 5 },
  ratio: { sun: null, moon: null, mars: null, mercury: null, jupiter: null, venus: null, saturn: null },
  strongest: 'mercury',
  weakest: 'mars',
} as const satisfies {
  provenance: Provenance;
  where: string;
  virupas: PerGraha<number | null>;
  rupas: PerGraha<number>;
  requiredRupas: PerGraha<number>;
  ratio: PerGraha<number | null>;
  strongest: SaptaGraha;
  weakest: SaptaGraha;
};

/**
 * Ishta and Kashta phala (ch. X). RULE: ishta = √(uchcha bala × cheshta bala); kashta =
 * √((60 − uchcha bala) × (60 − cheshta bala)), both 0–60. For the Sun and Moon, which have no cheshta bala, a
 * substitute is used here only: Sun = (sayana Sun + 90°, reduced to ≤ 180°) / 3 = 23.2 (sayana 200.4°);
 * Moon = (Moon − Sun, reduced to ≤ 180°) / 3 = 44.2 (GBB-10:46-114).
 */
export const ISHTA_KASHTA = {
  provenance: 'gbb-via-slllyio',
  where: 'ch. X pp. 101–104 (GBB-10)',
  cheshtaUsed: { sun: 23.2, moon: 44.2, mars: 22.28, mercury: 2.13, jupiter: 35.33, venus: 5.76, saturn: 21.06 },
  ishta: { sun: 9.14, moon: 38.13, mars: 28.79, mercury: 10.83, jupiter: 44.56, venus: 3.63, saturn: 27.11 },
  kashta: { sun: 45.54, moon: 20.66, mars: 29.32, mercury: 17.34, jupiter: 9.73, venus: 55.94, saturn: 31.26 },
} as const satisfies {
  provenance: Provenance;
  where: string;
  cheshtaUsed: PerGraha<number>;
  ishta: PerGraha<number>;
  kashta: PerGraha<number>;
};

// ── 3. Bhava bala ────────────────────────────────────────────────────────────────────────────────────────

/**
 * Bhava bala (ch. IX). The book names three factors and no others (no additions for occupants or for day/night
 * signs): bhava bala = bhavadhipati bala + bhava digbala + bhava drishti bala.
 *
 * BHAVADHIPATI. RULE: the shadbala pinda of the lord of the sign in which the bhava MADHYA falls.
 *
 * BHAVA DIGBALA. RULE: by the class of the madhya's sign — subtract the bhava's number from 1 if the madhya is
 * in Scorpio (keeta); from 4 if in Aries, Taurus, Leo, the first half of Capricorn or the last half of
 * Sagittarius (quadrupeds); from 7 if in Gemini, Virgo, Libra, Aquarius or the first half of Sagittarius
 * (human); from 10 if in Cancer, Pisces or the last half of Capricorn (watery). Add 12 if negative, take
 * 12 − d if over 6, multiply by 10. Worked example: the 8th madhya (148° 16′) in Leo → 4 → 40.
 *
 * BHAVA DRISHTI. RULE: each of the seven grahas aspects the bhava MADHYA as if it were a graha, with the drik
 * formula and special additions above (K = madhya − graha). Jupiter's and Mercury's values are taken in FULL,
 * every other graha's at a QUARTER; benefics plus, malefics minus, and Mercury always counts as a full
 * benefic here whatever its company ("Gurugnabhyam tu yuktasya poornamekam tu yojayet", quoted by VedAstro).
 * The signed sum is the bhava drishti bala, with NO further division by 4 (the extra ÷4 that Slllyio and
 * PyJHora apply fits no printed total closer than 0.03 rupa, most of them by 0.3–1.7 rupas). Bhava bala has
 * no required minimum; Raman only ranks the bhavas (5th strongest, 4th weakest; GBB-9:332).
 *
 * Consistency check made here (not a book figure): rebuilding each total from the printed shadbala components,
 * the BHAVAS madhyas and these rules gives bhavas IV, V, VII, VIII, IX, XI, XII within 0.01 rupa of the
 * printed totals; VI comes out 0.135 rupa high; I and II (lord Saturn) exactly 1.00 rupa high and III and X
 * (lord Mars) exactly 1.00 rupa low — as if the bhava table took Saturn's pinda as 5.196 rupas and Mars's as
 * 6.381 (the summary prints 6.196 and 5.381). Whether that is the book or the transcription is unknown.
 *
 * Components per bhava were not transcribed (`null`); totals in rupas as transcribed (GBB-9:289).
 */
export const BHAVA_BALA = {
  provenance: 'gbb-via-slllyio',
  where: 'ch. IX pp. 92–100 (GBB-9:32-332)',
  bhavadhipati: { 1: null, 2: null, 3: null, 4: null, 5: null, 6: null, 7: null, 8: null, 9: null, 10: null, 11: null, 12: null },
  digbala: { 1: null, 2: null, 3: null, 4: null, 5: null, 6: null, 7: null, 8: 40, 9: null, 10: null, 11: null, 12: null },
  drishti: { 1: null, 2: null, 3: null, 4: null, 5: null, 6: null, 7: null, 8: null, 9: null, 10: null, 11: null, 12: null },
  virupas: { 1: null, 2: null, 3: null, 4: null, 5: null, 6: null, 7: null, 8: null, 9: null, 10: null, 11: null, 12: null },
  rupas: { 1: 6.7, 2: 6.66, 3: 7.54, 4: 6.43, 5: 10.2, 6: 9.78, 7: 7.48, 8: 7.45, 9: 7.06, 10: 7.64, 11: 8.5, 12: 9.66 },
  strongest: 5,
  weakest: 4,
} as const satisfies {
  provenance: Provenance;
  where: string;
  bhavadhipati: PerBhava<number | null>;
  digbala: PerBhava<number | null>;
  drishti: PerBhava<number | null>;
  virupas: PerBhava<number | null>;
  rupas: PerBhava<number>;
  strongest: BhavaNumber;
  weakest: BhavaNumber;
};
