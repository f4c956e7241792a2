/**
 * Published porutham results for named stars and signs, each with the page it was read from. None of these
 * values came out of this project's code: each is a statement printed by the source about a named bride and
 * groom (or a named pair of stars or signs), transcribed with the source beside it.
 *
 * `bride`/`groom` name a nakshatra (the test places the Moon in its second pada) or a Moon sign (the test
 * places the Moon at 15° of it). `agrees` is the published verdict for that one porutham; `grade` is set only
 * where the source names one; `groomCount` is the inclusive count from the bride's star to the groom's where
 * the source prints it.
 */
import type { NakshatraId } from '../../../data/nakshatras.ts';
import type { PoruthamId } from '../../../data/porutham.ts';
import type { SignId } from '../../../data/signs.ts';

export type PublishedMoon = { readonly star: NakshatraId } | { readonly sign: SignId };

export interface PublishedPorutham {
  readonly bride: PublishedMoon;
  readonly groom: PublishedMoon;
  readonly porutham: PoruthamId;
  readonly agrees?: boolean;
  readonly grade?: 'uttama' | 'madhyama';
  readonly groomCount?: number;
  readonly source: string;
}

const STAR_MATCHING_BLOG = 'marriage-matching-astrology.blogspot.com/2013/11/star-matching.html ("Star Matching Method")';
const RVA_MAHENDRA = 'rahasyavedicastrology.com/mahendra/ ("Mahendra", worked examples 1 and 2)';
const SCRIBD_10_PORUTHAM = 'scribd.com/document/240285402/10-Porutham ("Aega Nakhsatra / Same Nakshatra"), the same text on jathakaporutham.com';
const SCRIBD_THIRUMANA = 'scribd.com/document/160036471/thirumana-poruththam ("Dhina Porutham for Marriage Matching", counting examples)';
const EPANCHANG_RAJJU = 'm.epanchang.com/RAJJU-Porutham ("if the stars Aswini and Moolam are the boy\'s and the girl\'s respectively, here the rajju is not matching")';
const PDFCOFFEE_VEDHA = 'pdfcoffee.com/marriage-amp-matching-all-pdf-free.html ("Prohibited pairs")';
const ASTROVED_VEDHA = 'astroved.com/articles/vedha-porutham ("Stars which are Vedha to each other")';
const RAAJAYOGAM_RASI = 'raajayogam.com/mm/raasi-porutham.html ("Katagam / Makaram and Simham / Kumbam … are not matching raasis")';
const TIRUMANA_ADHIPATI = 'tirumanaporutham.blogspot.com/p/2.html ("Raasi Athipathi Porutham")';

export const PUBLISHED_PORUTHAMS: readonly PublishedPorutham[] = [
  // Dina: counts from the bride's star to the groom's, and verdicts
  { bride: { star: 'ashwini' }, groom: { star: 'rohini' }, porutham: 'dina', agrees: true, groomCount: 4,
    source: `${STAR_MATCHING_BLOG}: "girl – Aswini, boy - Rohini … Rohin is 4th (boy's star). Dina is ok"` },
  { bride: { star: 'revati' }, groom: { star: 'ardra' }, porutham: 'dina', agrees: false, groomCount: 7,
    source: `${STAR_MATCHING_BLOG}: "girl – Revathi, boy - Aardhra … Aardhra (boy's star) is 7th. No Dina Match"` },
  { bride: { star: 'rohini' }, groom: { star: 'rohini' }, porutham: 'dina', agrees: true, grade: 'uttama',
    source: `${SCRIBD_10_PORUTHAM}: both Rohini → uthamam` },
  { bride: { star: 'magha' }, groom: { star: 'magha' }, porutham: 'dina', agrees: true, grade: 'uttama',
    source: `${SCRIBD_10_PORUTHAM}: both Maham → uthamam` },
  { bride: { star: 'ashwini' }, groom: { star: 'ashwini' }, porutham: 'dina', agrees: true, grade: 'madhyama',
    source: `${SCRIBD_10_PORUTHAM}: both Ashwini → mathimam` },
  { bride: { star: 'anuradha' }, groom: { star: 'anuradha' }, porutham: 'dina', agrees: true, grade: 'madhyama',
    source: `${SCRIBD_10_PORUTHAM}: both Anusham → mathimam` },
  { bride: { star: 'ashwini' }, groom: { star: 'bharani' }, porutham: 'dina', groomCount: 2,
    source: `${SCRIBD_THIRUMANA}: "Ashwini girl to Bharani boy the count is 2"` },
  { bride: { star: 'ashwini' }, groom: { star: 'krittika' }, porutham: 'dina', groomCount: 3,
    source: `${SCRIBD_THIRUMANA}: "Ashwini girl to Krithikai boy the count is 3"` },
  { bride: { star: 'bharani' }, groom: { star: 'krittika' }, porutham: 'dina', groomCount: 2,
    source: `${SCRIBD_THIRUMANA}: "Bharani girl to Krithikai boy - the count is 2"` },
  { bride: { star: 'ashwini' }, groom: { star: 'magha' }, porutham: 'dina', groomCount: 10,
    source: `${SCRIBD_THIRUMANA}: "Ashwini girl to Magam boy counting gives you 10"` },
  { bride: { star: 'ashwini' }, groom: { star: 'revati' }, porutham: 'dina', groomCount: 27,
    source: `${SCRIBD_THIRUMANA}: "from Ashwini girl to Revathy boy is 27"` },

  // Mahendra
  { bride: { star: 'ashwini' }, groom: { star: 'rohini' }, porutham: 'mahendra', agrees: true, groomCount: 4,
    source: `${RVA_MAHENDRA}: female Ashwini, male Rohini, "Count = 4 — Mahendra auspicious"` },
  { bride: { star: 'ashwini' }, groom: { star: 'mrigashira' }, porutham: 'mahendra', agrees: false, groomCount: 5,
    source: `${RVA_MAHENDRA}: female Ashwini, male Mrigashira, count 5, "No Mahendra benefit"` },
  { bride: { star: 'chitra' }, groom: { star: 'shravana' }, porutham: 'mahendra', agrees: false, groomCount: 9,
    source: `${STAR_MATCHING_BLOG}: "girl's star is Chitra. Boy's star is Shraavan … 9th is Shraavan. No Mahendra Match"` },

  // Rajju
  { bride: { star: 'mula' }, groom: { star: 'ashwini' }, porutham: 'rajju', agrees: false, source: EPANCHANG_RAJJU },

  // Vedha
  { bride: { star: 'ashwini' }, groom: { star: 'jyeshtha' }, porutham: 'vedha', agrees: false,
    source: `${PDFCOFFEE_VEDHA}: Ashwini-Jyeshtha; ${ASTROVED_VEDHA}: Ashwini and Jyeshtha` },
  { bride: { star: 'vishakha' }, groom: { star: 'krittika' }, porutham: 'vedha', agrees: false,
    source: `${PDFCOFFEE_VEDHA}: Krittika-Vishakha; ${ASTROVED_VEDHA}: Krittika and Vishakha` },
  { bride: { star: 'rohini' }, groom: { star: 'swati' }, porutham: 'vedha', agrees: false,
    source: `${PDFCOFFEE_VEDHA}: Rohini-Swati; ${ASTROVED_VEDHA}: Rohini and Swati` },
  { bride: { star: 'purva-phalguni' }, groom: { star: 'uttara-bhadrapada' }, porutham: 'vedha', agrees: false,
    source: `${PDFCOFFEE_VEDHA}: P. Phalguni-U. Bhadra; ${ASTROVED_VEDHA}: Purva Phalguni and Uttara Bhadrapada` },
  { bride: { star: 'shatabhisha' }, groom: { star: 'hasta' }, porutham: 'vedha', agrees: false,
    source: `${PDFCOFFEE_VEDHA}: Hasta-Satabhisha` },
  { bride: { star: 'mrigashira' }, groom: { star: 'dhanishta' }, porutham: 'vedha', agrees: false,
    source: `${PDFCOFFEE_VEDHA}: Marigashira- Dhanishta` },

  // Rasi
  { bride: { sign: 'cancer' }, groom: { sign: 'capricorn' }, porutham: 'rasi', agrees: false, source: RAAJAYOGAM_RASI },
  { bride: { sign: 'capricorn' }, groom: { sign: 'cancer' }, porutham: 'rasi', agrees: false, source: RAAJAYOGAM_RASI },
  { bride: { sign: 'leo' }, groom: { sign: 'aquarius' }, porutham: 'rasi', agrees: false, source: RAAJAYOGAM_RASI },
  { bride: { sign: 'aquarius' }, groom: { sign: 'leo' }, porutham: 'rasi', agrees: false, source: RAAJAYOGAM_RASI },

  // Rasi-adhipati
  { bride: { sign: 'aries' }, groom: { sign: 'gemini' }, porutham: 'rasiAdhipati', agrees: false,
    source: `${TIRUMANA_ADHIPATI}: "Mesham & Vrichigam will not match with Midhunam, Kanni, Makaram and Kumbam"` },
  { bride: { sign: 'capricorn' }, groom: { sign: 'scorpio' }, porutham: 'rasiAdhipati', agrees: false,
    source: `${TIRUMANA_ADHIPATI}: "Mesham & Vrichigam will not match with Midhunam, Kanni, Makaram and Kumbam"` },
  { bride: { sign: 'taurus' }, groom: { sign: 'leo' }, porutham: 'rasiAdhipati', agrees: false,
    source: `${TIRUMANA_ADHIPATI}: "Simham, Katagam, Dhanur & Meenam will not match with Rishabham & Thulam"` },
  { bride: { sign: 'pisces' }, groom: { sign: 'libra' }, porutham: 'rasiAdhipati', agrees: false,
    source: `${TIRUMANA_ADHIPATI}: "Simham, Katagam, Dhanur & Meenam will not match with Rishabham & Thulam"` },
  { bride: { sign: 'virgo' }, groom: { sign: 'cancer' }, porutham: 'rasiAdhipati', agrees: false,
    source: `${TIRUMANA_ADHIPATI}: "Katagam, Dhanur & Meenam will not match with Midhunam & Kanni"` },
  { bride: { sign: 'gemini' }, groom: { sign: 'sagittarius' }, porutham: 'rasiAdhipati', agrees: false,
    source: `${TIRUMANA_ADHIPATI}: "Katagam, Dhanur & Meenam will not match with Midhunam & Kanni"` },
];
