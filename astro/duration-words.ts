/**
 * A span of time in words, the one formatter every response uses: a dasha's remaining time ("3 years 4 months",
 * "3 वर्ष 4 महीने"), an analysis period ("2 years 2 months 10 days"), a window of the day ("1 hour 27 minutes",
 * "1 घंटा 27 मिनट").
 */
import { type Instant, MS_PER_DAY, MS_PER_MINUTE, civilFromDays, daysInMonth } from './time.ts';
import { type Lang, type Localized, named } from '../data/text.ts';

/** The smallest unit a duration is given in. */
export type DurationUnit = 'month' | 'day' | 'minute';

type Unit = 'year' | 'month' | 'day' | 'hour' | 'minute';

/**
 * Each unit's singular and plural in each language, the form a numeral takes before it. Hindi as almanacs and
 * dasha tables write spans: वर्ष, दिन and मिनट do not change in the plural, महीना → महीने and घंटा → घंटे do.
 * Tamil and Telugu take the plural noun after a numeral above one (ஆண்டுகள், సంవత్సరాలు; Tamil மணி நேரம்
 * unchanged), Marathi वर्षे, महिने, मिनिटे, Gujarati મહિના; Kannada, Malayalam and Bengali write the noun unchanged
 * after a numeral, as their almanacs give a span (3 ವರ್ಷ 4 ತಿಂಗಳು, 3 വർഷം 4 മാസം, 3 বছর 4 মাস).
 */
const UNIT_WORDS: Localized<Readonly<Record<Unit, readonly [one: string, many: string]>>> = {
  en: { year: ['year', 'years'], month: ['month', 'months'], day: ['day', 'days'], hour: ['hour', 'hours'], minute: ['minute', 'minutes'] },
  hi: { year: ['वर्ष', 'वर्ष'], month: ['महीना', 'महीने'], day: ['दिन', 'दिन'], hour: ['घंटा', 'घंटे'], minute: ['मिनट', 'मिनट'] },
  ta: { year: ['ஆண்டு', 'ஆண்டுகள்'], month: ['மாதம்', 'மாதங்கள்'], day: ['நாள்', 'நாட்கள்'], hour: ['மணி நேரம்', 'மணி நேரம்'], minute: ['நிமிடம்', 'நிமிடங்கள்'] },
  te: { year: ['సంవత్సరం', 'సంవత్సరాలు'], month: ['నెల', 'నెలలు'], day: ['రోజు', 'రోజులు'], hour: ['గంట', 'గంటలు'], minute: ['నిమిషం', 'నిమిషాలు'] },
  kn: { year: ['ವರ್ಷ', 'ವರ್ಷ'], month: ['ತಿಂಗಳು', 'ತಿಂಗಳು'], day: ['ದಿನ', 'ದಿನ'], hour: ['ಗಂಟೆ', 'ಗಂಟೆ'], minute: ['ನಿಮಿಷ', 'ನಿಮಿಷ'] },
  ml: { year: ['വർഷം', 'വർഷം'], month: ['മാസം', 'മാസം'], day: ['ദിവസം', 'ദിവസം'], hour: ['മണിക്കൂർ', 'മണിക്കൂർ'], minute: ['മിനിറ്റ്', 'മിനിറ്റ്'] },
  mr: { year: ['वर्ष', 'वर्षे'], month: ['महिना', 'महिने'], day: ['दिवस', 'दिवस'], hour: ['तास', 'तास'], minute: ['मिनिट', 'मिनिटे'] },
  bn: { year: ['বছর', 'বছর'], month: ['মাস', 'মাস'], day: ['দিন', 'দিন'], hour: ['ঘণ্টা', 'ঘণ্টা'], minute: ['মিনিট', 'মিনিট'] },
  gu: { year: ['વર્ષ', 'વર્ષ'], month: ['મહિનો', 'મહિના'], day: ['દિવસ', 'દિવસ'], hour: ['કલાક', 'કલાક'], minute: ['મિનિટ', 'મિનિટ'] },
};

/** What is said when less than the smallest unit is left. */
const LESS_THAN: Localized<Readonly<Record<'month' | 'day', string>>> = {
  en: { month: 'less than a month', day: 'less than a day' },
  hi: { month: 'एक महीने से कम', day: 'एक दिन से कम' },
  ta: { month: 'ஒரு மாதத்துக்கும் குறைவு', day: 'ஒரு நாளுக்கும் குறைவு' },
  te: { month: 'ఒక నెల కంటే తక్కువ', day: 'ఒక రోజు కంటే తక్కువ' },
  kn: { month: 'ಒಂದು ತಿಂಗಳಿಗಿಂತ ಕಡಿಮೆ', day: 'ಒಂದು ದಿನಕ್ಕಿಂತ ಕಡಿಮೆ' },
  ml: { month: 'ഒരു മാസത്തിൽ താഴെ', day: 'ഒരു ദിവസത്തിൽ താഴെ' },
  mr: { month: 'एका महिन्यापेक्षा कमी', day: 'एका दिवसापेक्षा कमी' },
  bn: { month: 'এক মাসের কম', day: 'এক দিনের কম' },
  gu: { month: 'એક મહિનાથી ઓછું', day: 'એક દિવસથી ઓછું' },
};

const counted = (count: number, unit: Unit, lang: Lang) => `${count} ${named(UNIT_WORDS, lang)[unit][count === 1 ? 0 : 1]}`;

/**
 * The time from `from` to `to` (ms UT, `to` ≥ `from`) in words, down to `smallest`:
 * - `'month'` / `'day'`: by the calendar difference of the two UTC dates (years, months, days), truncated to the
 *   unit, zero parts left out; "less than a month" / "less than a day" when nothing is left;
 * - `'minute'`: elapsed hours and minutes, rounded to the minute ("45 minutes", "1 hour", "0 minutes").
 * @param lang `'en'` (default) or any other language of `LANGS` ("3 वर्ष 4 महीने", "1 घंटा 27 मिनट", "एक महीने से कम")
 */
export function durationWords(from: Instant, to: Instant, smallest: DurationUnit = 'day', lang: Lang = 'en'): string {
  if (smallest === 'minute') {
    const totalMinutes = Math.round((to - from) / MS_PER_MINUTE);
    const hours = Math.floor(totalMinutes / 60);
    const minutes = totalMinutes % 60;
    const parts = hours > 0 ? [counted(hours, 'hour', lang)] : [];
    if (minutes > 0 || hours === 0) parts.push(counted(minutes, 'minute', lang));
    return parts.join(' ');
  }
  const a = civilFromDays(Math.floor(from / MS_PER_DAY));
  const b = civilFromDays(Math.floor(to / MS_PER_DAY));
  let years = b.y - a.y;
  let months = b.m - a.m;
  let days = b.d - a.d;
  if (days < 0) {
    months -= 1;
    days += daysInMonth(b.m === 1 ? b.y - 1 : b.y, b.m === 1 ? 12 : b.m - 1);
  }
  if (months < 0) {
    years -= 1;
    months += 12;
  }
  const parts: [number, Unit][] = [
    [years, 'year'],
    [months, 'month'],
    ...(smallest === 'day' ? [[days, 'day'] as [number, Unit]] : []),
  ];
  const words = parts.filter(([count]) => count > 0).map(([count, unit]) => counted(count, unit, lang));
  return words.length === 0 ? named(LESS_THAN, lang)[smallest] : words.join(' ');
}
