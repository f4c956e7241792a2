/**
 * What a horoscope names as lucky, by graha: the number, the colour and the stone. Numbers are the graha numbers
 * of Indian numerology (Cheiro's "Book of Numbers" order as printed in Hindi almanacs: Sun 1, Moon 2, Jupiter 3,
 * Rahu 4, Mercury 5, Venus 6, Ketu 7, Saturn 8, Mars 9); colours and stones are those of data/grahas.ts
 * (the nava-ratna of the interface's planet table), named here in both languages.
 */
import type { GrahaId } from './grahas.ts';
import type { Text } from './text.ts';

interface LuckyRecord {
  readonly number: number;
  readonly colour: Text;
  readonly stone: Text;
}

export const LUCKY_BY_GRAHA = {
  sun: { number: 1, colour: { en: 'Copper red', hi: 'ताम्र लाल' }, stone: { en: 'Ruby', hi: 'माणिक्य' } },
  moon: { number: 2, colour: { en: 'White', hi: 'सफ़ेद' }, stone: { en: 'Pearl', hi: 'मोती' } },
  mars: { number: 9, colour: { en: 'Blood red', hi: 'गहरा लाल' }, stone: { en: 'Red Coral', hi: 'मूँगा' } },
  mercury: { number: 5, colour: { en: 'Green', hi: 'हरा' }, stone: { en: 'Emerald', hi: 'पन्ना' } },
  jupiter: { number: 3, colour: { en: 'Yellow', hi: 'पीला' }, stone: { en: 'Yellow Sapphire', hi: 'पुखराज' } },
  venus: { number: 6, colour: { en: 'Variegated white', hi: 'चमकीला सफ़ेद' }, stone: { en: 'Diamond', hi: 'हीरा' } },
  saturn: { number: 8, colour: { en: 'Black', hi: 'काला' }, stone: { en: 'Blue Sapphire', hi: 'नीलम' } },
  rahu: { number: 4, colour: { en: 'Smoky grey', hi: 'धूसर' }, stone: { en: 'Hessonite', hi: 'गोमेद' } },
  ketu: { number: 7, colour: { en: 'Variegated smoky', hi: 'चितकबरा धूसर' }, stone: { en: "Cat's Eye", hi: 'लहसुनिया' } },
} as const satisfies Record<GrahaId, LuckyRecord>;
