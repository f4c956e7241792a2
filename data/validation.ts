/**
 * What the service states about its own accuracy in every panchanga response (`validation`). The figures are
 * written by `npm run validate`, which runs the reference comparisons of `test/reference/` against their
 * published sources and records the date it ran; `test/reference/validation.test.ts` re-measures and fails when
 * the stated figures are better than what the comparisons give today.
 */
import type { Names } from './text.ts';
import validation from './validation.json' with { type: 'json' };

export interface ValidationStatement {
  /** The published reference compared with. */
  source: string;
  /** Address of the reference. */
  url: string;
  /** Share of reference values reproduced within `tolerance`, as a percentage string. */
  accuracy: string;
  /** Date the comparison last ran, YYYY-MM-DD. */
  lastValidated: string;
  /** The tolerance `accuracy` counts within, in English (`VALIDATION_TOLERANCE_WORDS` in each language). */
  tolerance: string;
  /** Largest difference from the reference, seconds. */
  maxErrorSeconds: number;
  /** Number of reference values compared. */
  comparisons: number;
}

export const PANCHANGA_VALIDATION: ValidationStatement = validation;

/**
 * The tolerances the reference comparisons assert, seconds: a published end time or window (the Moon-driven
 * elements), and a sankranti (1″ of the Sun's longitude is 24 s of time).
 */
export const VALIDATION_TOLERANCE_SECONDS = { time: 120, sankranti: 180 } as const;

/**
 * `validation.tolerance` in each language; `{seconds}` and `{sankranti}` stand for `VALIDATION_TOLERANCE_SECONDS`.
 * The English one, filled, is what `npm run validate` writes into validation.json.
 */
export const VALIDATION_TOLERANCE_WORDS: Names = {
  en: 'within {seconds} s of the published time ({sankranti} s for sankranti)',
  hi: 'प्रकाशित समय से {seconds} सेकंड के भीतर (संक्रांति के लिए {sankranti} सेकंड)',
  ta: 'வெளியிடப்பட்ட நேரத்திலிருந்து {seconds} விநாடிகளுக்குள் (சங்கராந்திக்கு {sankranti} விநாடிகள்)',
  te: 'ప్రచురించిన సమయానికి {seconds} సెకన్ల లోపు (సంక్రాంతికి {sankranti} సెకన్లు)',
  kn: 'ಪ್ರಕಟಿತ ಸಮಯದಿಂದ {seconds} ಸೆಕೆಂಡುಗಳ ಒಳಗೆ (ಸಂಕ್ರಾಂತಿಗೆ {sankranti} ಸೆಕೆಂಡುಗಳು)',
  ml: 'പ്രസിദ്ധീകരിച്ച സമയത്തിൽ നിന്ന് {seconds} സെക്കൻഡിനുള്ളിൽ (സംക്രമത്തിന് {sankranti} സെക്കൻഡ്)',
  mr: 'प्रकाशित वेळेपासून {seconds} सेकंदांच्या आत (संक्रांतीसाठी {sankranti} सेकंद)',
  bn: 'প্রকাশিত সময়ের {seconds} সেকেন্ডের মধ্যে (সংক্রান্তির জন্য {sankranti} সেকেন্ড)',
  gu: 'પ્રકાશિત સમયથી {seconds} સેકન્ડની અંદર (સંક્રાંતિ માટે {sankranti} સેકન્ડ)',
};
