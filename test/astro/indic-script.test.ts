/**
 * The beej mantras of data/grahas.ts in each script, as the almanacs of each language print them: letter for
 * letter from the Devanagari, every letter in the script's block, spot-checked against the printed forms.
 */
import { describe, expect, it } from 'vitest';
import { devanagariIn } from '../../astro/indic-script.ts';
import { GRAHAS } from '../../data/grahas.ts';
import { LANG_SCRIPTS } from '../../data/text.ts';

const SEVEN = ['ta', 'te', 'kn', 'ml', 'bn', 'gu'] as const;
const sun = GRAHAS.find((g) => g.id === 'sun')!.beejMantra.devanagari;

describe('Devanagari mantras in the other scripts', () => {
  it.each(SEVEN)('%s: every beej mantra is written in its script, with no Devanagari letter left', (lang) => {
    for (const g of GRAHAS) {
      const text = devanagariIn(g.beejMantra.devanagari, lang);
      expect(/[\u0900-\u097F]/.test(text), `${g.id}: ${text}`).toBe(false);
      for (const word of text.split(' ')) expect(LANG_SCRIPTS[lang].test(word), `${g.id}: ${word}`).toBe(true);
    }
  });

  it('the Sun mantra reads as the almanacs print it', () => {
    expect(devanagariIn(sun, 'ta')).toBe('ஓம் ஹ்ராம் ஹ்ரீம் ஹ்ரௌம் ஸ: ஸூர்யாய நம:');
    expect(devanagariIn(sun, 'te')).toBe('ఓం హ్రాం హ్రీం హ్రౌం సః సూర్యాయ నమః');
    expect(devanagariIn(sun, 'kn')).toBe('ಓಂ ಹ್ರಾಂ ಹ್ರೀಂ ಹ್ರೌಂ ಸಃ ಸೂರ್ಯಾಯ ನಮಃ');
    expect(devanagariIn(sun, 'ml')).toBe('ഓം ഹ്രാം ഹ്രീം ഹ്രൌം സഃ സൂര്യായ നമഃ');
    expect(devanagariIn(sun, 'bn')).toBe('ওঁ হ্রাং হ্রীং হ্রৌং সঃ সূর্যায় নমঃ');
    expect(devanagariIn(sun, 'gu')).toBe('ૐ હ્રાં હ્રીં હ્રૌં સઃ સૂર્યાય નમઃ');
  });

  it('Bengali writes va with ba, and Hindi, Marathi and English keep the text', () => {
    expect(devanagariIn('गुरवे', 'bn')).toBe('গুরবে');
    for (const lang of ['hi', 'mr', 'en'] as const) expect(devanagariIn(sun, lang)).toBe(sun);
  });

  it('a letter with no Tamil form throws instead of passing through', () => {
    expect(() => devanagariIn('ङ', 'ta')).toThrow(/No Tamil letter/);
  });
});
