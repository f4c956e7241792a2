/** Words of the civil calendar that horoscopes show: Gregorian month names and the names of the periods. */

export const GREGORIAN_MONTHS = [
  { en: 'January', hi: 'जनवरी' },
  { en: 'February', hi: 'फ़रवरी' },
  { en: 'March', hi: 'मार्च' },
  { en: 'April', hi: 'अप्रैल' },
  { en: 'May', hi: 'मई' },
  { en: 'June', hi: 'जून' },
  { en: 'July', hi: 'जुलाई' },
  { en: 'August', hi: 'अगस्त' },
  { en: 'September', hi: 'सितंबर' },
  { en: 'October', hi: 'अक्टूबर' },
  { en: 'November', hi: 'नवंबर' },
  { en: 'December', hi: 'दिसंबर' },
] as const;

/** The period a horoscope covers, as the overview names it ("this week"). */
export const PERIOD_WORDS = {
  weekly: { en: 'week', hi: 'सप्ताह' },
  monthly: { en: 'month', hi: 'महीना' },
  yearly: { en: 'year', hi: 'वर्ष' },
} as const;
