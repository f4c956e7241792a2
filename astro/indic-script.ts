/**
 * Devanagari text written in another Indian script, letter for letter: how a Sanskrit mantra printed in Devanagari
 * (data/grahas.ts `beejMantra`) reads in a Tamil, Telugu, Kannada, Malayalam, Bengali or Gujarati almanac.
 *
 * Bengali, Gujarati, Telugu, Kannada and Malayalam keep Devanagari's letter order in their Unicode blocks, so a
 * letter moves by the block's offset; the exceptions are ॐ (written ওঁ, ఓం, ಓಂ, ഓം; Gujarati has its own ૐ), Bengali
 * va, written with ব, and Bengali ya, written য় except after a virama (সূর্যায়, but the ya-phala of সূর্য). Tamil has fewer consonants: voiced and aspirated stops take the plain Tamil letter
 * (क ग → க, त द ध → த, प ब भ → ப) and श, स, ह the Grantha letters ஶ, ஸ, ஹ, as Tamil prayer books print mantras; the
 * anusvara is written ம், the visarga a colon (நம:), ॐ ஓம். Hindi and Marathi are Devanagari and keep the text.
 * A letter outside these rules throws rather than passing through unconverted.
 */
import type { Lang } from '../data/text.ts';

/** Start of each script's Unicode block, where Devanagari's starts at U+0900. */
const BLOCK_START: Readonly<Partial<Record<Lang, number>>> = { bn: 0x0980, gu: 0x0a80, te: 0x0c00, kn: 0x0c80, ml: 0x0d00 };
/** ॐ in the scripts of `BLOCK_START`. */
const OM: Readonly<Partial<Record<Lang, string>>> = { bn: 'ওঁ', gu: 'ૐ', te: 'ఓం', kn: 'ಓಂ', ml: 'ഓം' };

/** Tamil for each Devanagari letter or sign that has a form in Tamil letters. */
const TAMIL: Readonly<Record<string, string>> = {
  ॐ: 'ஓம்', क: 'க', ग: 'க', च: 'ச', ज: 'ஜ', त: 'த', द: 'த', ध: 'த', न: 'ந', प: 'ப', ब: 'ப', भ: 'ப', म: 'ம', य: 'ய', र: 'ர',
  ल: 'ல', व: 'வ', श: 'ஶ', ष: 'ஷ', स: 'ஸ', ह: 'ஹ', 'ा': 'ா', 'ि': 'ி', 'ी': 'ீ', 'ु': 'ு', 'ू': 'ூ', 'े': 'ே', 'ै': 'ை',
  'ो': 'ோ', 'ौ': 'ௌ', '्': '்', 'ं': 'ம்', 'ः': ':',
};

const DEVANAGARI = /[\u0900-\u097F]/;

/** `text`, written in Devanagari, in the script of `lang`; text in English stays as it is. */
export function devanagariIn(text: string, lang: Lang): string {
  if (lang === 'en' || lang === 'hi' || lang === 'mr') return text;
  return [...text]
    .map((ch, i, letters) => {
      if (!DEVANAGARI.test(ch)) return ch;
      if (lang === 'ta') {
        const tamil = TAMIL[ch];
        if (tamil === undefined) throw new Error(`No Tamil letter for "${ch}" in "${text}"`);
        return tamil;
      }
      if (ch === 'ॐ') return OM[lang]!;
      if (lang === 'bn' && ch === 'व') return 'ব';
      if (lang === 'bn' && ch === 'य' && letters[i - 1] !== '्') return 'য়';
      return String.fromCodePoint(ch.codePointAt(0)! - 0x0900 + BLOCK_START[lang]!);
    })
    .join('');
}
