/**
 * What a horoscope names as lucky, by graha: the number, the colour and the stone. Numbers are the graha numbers
 * of Indian numerology (Cheiro's "Book of Numbers" order as printed in Hindi almanacs: Sun 1, Moon 2, Jupiter 3,
 * Rahu 4, Mercury 5, Venus 6, Ketu 7, Saturn 8, Mars 9); colours and stones are those of data/grahas.ts
 * (the nava-ratna of the interface's planet table), named here in the nine languages with each region's
 * names of the stones (Tamil and Malayalam மாணிக்கம் / മാണിക്യം for ruby, Bengali চুনি, Gujarati માણેક and લસણિયો
 * for cat's eye).
 */
import type { GrahaId } from './grahas.ts';
import type { Text } from './text.ts';

interface LuckyRecord {
  readonly number: number;
  readonly colour: Text;
  readonly stone: Text;
}

export const LUCKY_BY_GRAHA = {
  sun: { number: 1,
    colour: { en: 'Copper red', hi: 'ताम्र लाल', ta: 'செம்பு சிவப்பு', te: 'రాగి ఎరుపు', kn: 'ತಾಮ್ರ ಕೆಂಪು', ml: 'ചെമ്പുചുവപ്പ്', mr: 'तांबूस लाल', bn: 'তামাটে লাল', gu: 'તાંબા જેવો લાલ' },
    stone: { en: 'Ruby', hi: 'माणिक्य', ta: 'மாணிக்கம்', te: 'కెంపు', kn: 'ಮಾಣಿಕ್ಯ', ml: 'മാണിക്യം', mr: 'माणिक', bn: 'চুনি', gu: 'માણેક' },
  },
  moon: { number: 2,
    colour: { en: 'White', hi: 'सफ़ेद', ta: 'வெள்ளை', te: 'తెలుపు', kn: 'ಬಿಳಿ', ml: 'വെള്ള', mr: 'पांढरा', bn: 'সাদা', gu: 'સફેદ' },
    stone: { en: 'Pearl', hi: 'मोती', ta: 'முத்து', te: 'ముత్యం', kn: 'ಮುತ್ತು', ml: 'മുത്ത്', mr: 'मोती', bn: 'মুক্তো', gu: 'મોતી' },
  },
  mars: { number: 9,
    colour: { en: 'Blood red', hi: 'गहरा लाल', ta: 'அடர் சிவப்பு', te: 'ముదురు ఎరుపు', kn: 'ಗಾಢ ಕೆಂಪು', ml: 'കടുംചുവപ്പ്', mr: 'गडद लाल', bn: 'গাঢ় লাল', gu: 'ઘેરો લાલ' },
    stone: { en: 'Red Coral', hi: 'मूँगा', ta: 'பவளம்', te: 'పగడం', kn: 'ಹವಳ', ml: 'പവിഴം', mr: 'पोवळे', bn: 'প্রবাল', gu: 'પરવાળું' },
  },
  mercury: { number: 5,
    colour: { en: 'Green', hi: 'हरा', ta: 'பச்சை', te: 'ఆకుపచ్చ', kn: 'ಹಸಿರು', ml: 'പച്ച', mr: 'हिरवा', bn: 'সবুজ', gu: 'લીલો' },
    stone: { en: 'Emerald', hi: 'पन्ना', ta: 'மரகதம்', te: 'పచ్చ', kn: 'ಪಚ್ಚೆ', ml: 'മരതകം', mr: 'पाचू', bn: 'পান্না', gu: 'પન્ના' },
  },
  jupiter: { number: 3,
    colour: { en: 'Yellow', hi: 'पीला', ta: 'மஞ்சள்', te: 'పసుపు', kn: 'ಹಳದಿ', ml: 'മഞ്ഞ', mr: 'पिवळा', bn: 'হলুদ', gu: 'પીળો' },
    stone: { en: 'Yellow Sapphire', hi: 'पुखराज', ta: 'புஷ்பராகம்', te: 'పుష్యరాగం', kn: 'ಪುಷ್ಯರಾಗ', ml: 'പുഷ്യരാഗം', mr: 'पुष्कराज', bn: 'পোখরাজ', gu: 'પોખરાજ' },
  },
  venus: { number: 6,
    colour: { en: 'Variegated white', hi: 'चमकीला सफ़ेद', ta: 'பளபளக்கும் வெள்ளை', te: 'మెరిసే తెలుపు', kn: 'ಹೊಳೆಯುವ ಬಿಳಿ', ml: 'തിളങ്ങുന്ന വെള്ള', mr: 'चमकदार पांढरा', bn: 'ঝকঝকে সাদা', gu: 'ચમકતો સફેદ' },
    stone: { en: 'Diamond', hi: 'हीरा', ta: 'வைரம்', te: 'వజ్రం', kn: 'ವಜ್ರ', ml: 'വജ്രം', mr: 'हिरा', bn: 'হীরে', gu: 'હીરો' },
  },
  saturn: { number: 8,
    colour: { en: 'Black', hi: 'काला', ta: 'கருப்பு', te: 'నలుపు', kn: 'ಕಪ್ಪು', ml: 'കറുപ്പ്', mr: 'काळा', bn: 'কালো', gu: 'કાળો' },
    stone: { en: 'Blue Sapphire', hi: 'नीलम', ta: 'நீலம்', te: 'నీలం', kn: 'ನೀಲ', ml: 'ഇന്ദ്രനീലം', mr: 'नीलम', bn: 'নীলা', gu: 'નીલમ' },
  },
  rahu: { number: 4,
    colour: { en: 'Smoky grey', hi: 'धूसर', ta: 'புகை சாம்பல்', te: 'పొగ బూడిద రంగు', kn: 'ಹೊಗೆ ಬೂದು', ml: 'പുകച്ചാരനിറം', mr: 'धुरकट राखाडी', bn: 'ধোঁয়াটে ধূসর', gu: 'ધુમાડિયો રાખોડી' },
    stone: { en: 'Hessonite', hi: 'गोमेद', ta: 'கோமேதகம்', te: 'గోమేధికం', kn: 'ಗೋಮೇಧಿಕ', ml: 'ഗോമേദകം', mr: 'गोमेद', bn: 'গোমেদ', gu: 'ગોમેદ' },
  },
  ketu: { number: 7,
    colour: { en: 'Variegated smoky', hi: 'चितकबरा धूसर', ta: 'பல வண்ணப் புகை நிறம்', te: 'రంగురంగుల పొగ రంగు', kn: 'ಬಣ್ಣಬಣ್ಣದ ಹೊಗೆ ಬೂದು', ml: 'പലനിറമുള്ള പുകനിറം', mr: 'चित्रविचित्र धुरकट', bn: 'ছোপছোপ ধোঁয়াটে', gu: 'કાબરચીતરો ધુમાડિયો' },
    stone: { en: "Cat's Eye", hi: 'लहसुनिया', ta: 'வைடூரியம்', te: 'వైడూర్యం', kn: 'ವೈಡೂರ್ಯ', ml: 'വൈഡൂര്യം', mr: 'वैडूर्य', bn: 'বৈদূর্য', gu: 'લસણિયો' },
  },
} as const satisfies Record<GrahaId, LuckyRecord>;
