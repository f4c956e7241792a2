/**
 * The 11 karanas (half-tithis), one record per karana, and the mapping from the 60 half-tithis of a synodic
 * month to them. Half-tithi h (1–60) spans Moon−Sun elongation [(h−1)·6°, h·6°).
 *
 * Sources:
 * - Names, movable (chara) and fixed (sthira) classes and the half-tithi sequence (1 = Kimstughna, 2–57 the
 *   seven movable karanas in a cycle from Bava, 58 Shakuni, 59 Chatushpada, 60 Naga): Surya Siddhanta ch. 2
 *   and Brihat Samhita ch. 99; PyJHora `karana` numbers them the same way.
 * - Deities and works proper to each karana: Brihat Samhita ch. 99 (karana guna), as repeated in Muhurta
 *   Chintamani ch. 1: Indra, Brahma, Mitra, Aryaman, Bhu (the Earth), Shri (Lakshmi), Yama, Kali (strife
 *   personified, the lord of the Kali age, not the goddess Kālī), Vrisha (the bull), Phani (the serpent) and Maruta
 *   (Vayu). Vishti (Bhadra) is unfit for any auspicious work.
 * - `quality`: the spec's wording; Vishti and the three fixed karanas Shakuni, Chatushpada, Naga are
 *   Inauspicious for beginnings, Kimstughna and the six other movable karanas Auspicious; in Hindi
 *   data/words.ts `QUALITY_WORDS`. `deity` and `activities` in the nine languages: the gods by the forms the
 *   tithi and nakshatra tables give them (Tamil Indiran, Malayalam Brahmavu), the Earth as each language's
 *   Bhudevi, the works in the words the tithi, nakshatra and choghadiya tables use for the same works.
 * - Names in the seven other languages: each region's almanac forms (Tamil Karasai, Vanisai, Pathirai for Vishti;
 *   Telugu Garaja, Bhadra); Tamil and Malayalam checked against PyJHora's language tables, docs/languages.md.
 */
import type { Text, TextList } from './text.ts';

interface KaranaRecord {
  readonly id: string;
  /** 1-based karana number: 1 Bava … 7 Vishti (movable), 8 Shakuni, 9 Chatushpada, 10 Naga, 11 Kimstughna. */
  readonly number: number;
  readonly en: string;
  readonly hi: string;
  readonly ta: string; readonly te: string; readonly kn: string; readonly ml: string; readonly mr: string; readonly bn: string; readonly gu: string;
  readonly kind: 'movable' | 'fixed';
  readonly quality: 'Auspicious' | 'Inauspicious';
  readonly deity: Text;
  readonly activities: TextList;
}

export const KARANAS = [
  { id: 'bava', number: 1, en: 'Bava', hi: 'बव', ta: 'பவம்', te: 'బవ', kn: 'ಬವ', ml: 'ബവം', mr: 'बव', bn: 'বব', gu: 'બવ', kind: 'movable', quality: 'Auspicious',
    deity: { en: 'Indra', hi: 'इंद्र', ta: 'இந்திரன்', te: 'ఇంద్రుడు', kn: 'ಇಂದ್ರ', ml: 'ഇന്ദ്രൻ', mr: 'इंद्र', bn: 'ইন্দ্র', gu: 'ઇન્દ્ર' },
    activities: { en: ['Auspicious beginnings', 'Works meant to last', 'Works that promote growth'],
      hi: ['शुभ आरंभ', 'स्थायी कार्य', 'वृद्धि देने वाले कार्य'],
      ta: ['நல்ல தொடக்கங்கள்', 'நிலைத்து நிற்க வேண்டிய பணிகள்', 'வளர்ச்சி தரும் பணிகள்'],
      te: ['శుభారంభాలు', 'శాశ్వతంగా నిలవాల్సిన పనులు', 'వృద్ధినిచ్చే పనులు'],
      kn: ['ಶುಭಾರಂಭಗಳು', 'ಶಾಶ್ವತವಾಗಿ ಉಳಿಯಬೇಕಾದ ಕೆಲಸಗಳು', 'ವೃದ್ಧಿ ತರುವ ಕೆಲಸಗಳು'],
      ml: ['ശുഭാരംഭങ്ങൾ', 'നിലനിൽക്കേണ്ട കാര്യങ്ങൾ', 'വളർച്ച നൽകുന്ന കാര്യങ്ങൾ'],
      mr: ['शुभारंभ', 'टिकाऊ कामे', 'वृद्धी देणारी कामे'],
      bn: ['শুভ সূচনা', 'স্থায়ী কাজ', 'বৃদ্ধিদায়ক কাজ'],
      gu: ['શુભ શરૂઆત', 'સ્થાયી કાર્યો', 'વૃદ્ધિ આપનારાં કાર્યો'] } },
  { id: 'balava', number: 2, en: 'Balava', hi: 'बालव', ta: 'பாலவம்', te: 'బాలవ', kn: 'ಬಾಲವ', ml: 'ബാലവം', mr: 'बालव', bn: 'বালব', gu: 'બાલવ', kind: 'movable', quality: 'Auspicious',
    deity: { en: 'Brahma', hi: 'ब्रह्मा', ta: 'பிரம்மா', te: 'బ్రహ్మ', kn: 'ಬ್ರಹ್ಮ', ml: 'ബ്രഹ്മാവ്', mr: 'ब्रह्मा', bn: 'ব্রহ্মা', gu: 'બ્રહ્મા' },
    activities: { en: ['Religious rites', 'Charity', 'Study of scripture'],
      hi: ['धार्मिक अनुष्ठान', 'दान', 'शास्त्र अध्ययन'],
      ta: ['சமயச் சடங்குகள்', 'தானம்', 'சாஸ்திரம் கற்றல்'],
      te: ['ధార్మిక క్రతువులు', 'దానం', 'శాస్త్ర అధ్యయనం'],
      kn: ['ಧಾರ್ಮಿಕ ವಿಧಿಗಳು', 'ದಾನ', 'ಶಾಸ್ತ್ರಾಧ್ಯಯನ'],
      ml: ['മതപരമായ ചടങ്ങുകൾ', 'ദാനം', 'ശാസ്ത്രപഠനം'],
      mr: ['धार्मिक विधी', 'दान', 'शास्त्राध्ययन'],
      bn: ['ধর্মীয় অনুষ্ঠান', 'দান', 'শাস্ত্রপাঠ'],
      gu: ['ધાર્મિક વિધિ', 'દાન', 'શાસ્ત્રનો અભ્યાસ'] } },
  { id: 'kaulava', number: 3, en: 'Kaulava', hi: 'कौलव', ta: 'கௌலவம்', te: 'కౌలవ', kn: 'ಕೌಲವ', ml: 'കൗലവം', mr: 'कौलव', bn: 'কৌলব', gu: 'કૌલવ', kind: 'movable', quality: 'Auspicious',
    deity: { en: 'Mitra', hi: 'मित्र', ta: 'மித்திரன்', te: 'మిత్రుడు', kn: 'ಮಿತ್ರ', ml: 'മിത്രൻ', mr: 'मित्र', bn: 'মিত্র', gu: 'મિત્ર' },
    activities: { en: ['Making friends', 'Marriage and love', 'Agreements'],
      hi: ['मित्रता करना', 'विवाह और प्रेम', 'समझौते'],
      ta: ['நட்புக் கொள்ளுதல்', 'திருமணமும் காதலும்', 'ஒப்பந்தங்கள்'],
      te: ['స్నేహం చేయడం', 'వివాహం, ప్రేమ', 'ఒప్పందాలు'],
      kn: ['ಸ್ನೇಹ ಬೆಳೆಸುವುದು', 'ವಿವಾಹ ಮತ್ತು ಪ್ರೇಮ', 'ಒಪ್ಪಂದಗಳು'],
      ml: ['സൗഹൃദം സ്ഥാപിക്കൽ', 'വിവാഹവും പ്രണയവും', 'ഉടമ്പടികൾ'],
      mr: ['मैत्री जोडणे', 'विवाह आणि प्रेम', 'करार'],
      bn: ['বন্ধুত্ব স্থাপন', 'বিবাহ ও প্রেম', 'চুক্তি'],
      gu: ['મિત્રતા કરવી', 'લગ્ન અને પ્રેમ', 'કરાર'] } },
  { id: 'taitila', number: 4, en: 'Taitila', hi: 'तैतिल', ta: 'தைதுலம்', te: 'తైతుల', kn: 'ತೈತಿಲ', ml: 'തൈതിലം', mr: 'तैतिल', bn: 'তৈতিল', gu: 'તૈતિલ', kind: 'movable', quality: 'Auspicious',
    deity: { en: 'Aryaman', hi: 'अर्यमा', ta: 'அர்யமான்', te: 'అర్యముడు', kn: 'ಅರ್ಯಮ', ml: 'അര്യമാവ്', mr: 'अर्यमा', bn: 'অর্যমা', gu: 'અર્યમા' },
    activities: { en: ['Buying ornaments and clothes', 'Building a house', 'Seeking favour'],
      hi: ['आभूषण और वस्त्र खरीदना', 'गृह निर्माण', 'कृपा प्राप्त करना'],
      ta: ['நகைகள், ஆடைகள் வாங்குதல்', 'வீடு கட்டுதல்', 'அருள் வேண்டுதல்'],
      te: ['ఆభరణాలు, వస్త్రాలు కొనడం', 'ఇల్లు కట్టడం', 'అనుగ్రహం కోరడం'],
      kn: ['ಆಭರಣ, ವಸ್ತ್ರ ಖರೀದಿ', 'ಮನೆ ಕಟ್ಟುವುದು', 'ಅನುಗ್ರಹ ಕೋರುವುದು'],
      ml: ['ആഭരണങ്ങളും വസ്ത്രങ്ങളും വാങ്ങൽ', 'വീട് പണിയൽ', 'പ്രീതി നേടൽ'],
      mr: ['दागिने आणि वस्त्रे खरेदी करणे', 'घर बांधणे', 'कृपा मिळवणे'],
      bn: ['গয়না ও বস্ত্র কেনা', 'গৃহনির্মাণ', 'অনুগ্রহ লাভ'],
      gu: ['ઘરેણાં અને વસ્ત્રો ખરીદવાં', 'ઘર બાંધવું', 'કૃપા મેળવવી'] } },
  { id: 'gara', number: 5, en: 'Gara', hi: 'गर', ta: 'கரசை', te: 'గరజ', kn: 'ಗರಜ', ml: 'ഗരജം', mr: 'गरज', bn: 'গর', gu: 'ગર', kind: 'movable', quality: 'Auspicious',
    deity: { en: 'Bhumi', hi: 'भूमि', ta: 'பூமாதேவி', te: 'భూదేవి', kn: 'ಭೂದೇವಿ', ml: 'ഭൂമീദേവി', mr: 'भूदेवी', bn: 'ভূদেবী', gu: 'ભૂદેવી' },
    activities: { en: ['Agriculture and sowing', 'Buying land', 'Building'],
      hi: ['कृषि और बुवाई', 'भूमि खरीदना', 'निर्माण'],
      ta: ['விவசாயம், விதைப்பு', 'நிலம் வாங்குதல்', 'கட்டுமானம்'],
      te: ['వ్యవసాయం, విత్తడం', 'భూమి కొనడం', 'నిర్మాణం'],
      kn: ['ಕೃಷಿ, ಬಿತ್ತನೆ', 'ಭೂಮಿ ಖರೀದಿ', 'ನಿರ್ಮಾಣ'],
      ml: ['കൃഷിയും വിതയും', 'ഭൂമി വാങ്ങൽ', 'നിർമ്മാണം'],
      mr: ['शेती आणि पेरणी', 'जमीन खरेदी', 'बांधकाम'],
      bn: ['কৃষি ও বীজ বোনা', 'জমি কেনা', 'নির্মাণ'],
      gu: ['ખેતી અને વાવણી', 'જમીન ખરીદવી', 'બાંધકામ'] } },
  { id: 'vanija', number: 6, en: 'Vanija', hi: 'वणिज', ta: 'வணிசை', te: 'వణిజ', kn: 'ವಣಿಜ', ml: 'വണിജം', mr: 'वणिज', bn: 'বণিজ', gu: 'વણિજ', kind: 'movable', quality: 'Auspicious',
    deity: { en: 'Lakshmi', hi: 'लक्ष्मी', ta: 'லட்சுமி', te: 'లక్ష్మి', kn: 'ಲಕ್ಷ್ಮಿ', ml: 'ലക്ഷ്മി', mr: 'लक्ष्मी', bn: 'লক্ষ্মী', gu: 'લક્ષ્મી' },
    activities: { en: ['Trade and business', 'Buying and selling', 'Opening a shop'],
      hi: ['व्यापार और कारोबार', 'क्रय-विक्रय', 'दुकान खोलना'],
      ta: ['வணிகமும் தொழிலும்', 'வாங்குதல், விற்றல்', 'கடை திறத்தல்'],
      te: ['వాణిజ్యం, వ్యాపారం', 'కొనుగోలు, అమ్మకం', 'దుకాణం తెరవడం'],
      kn: ['ವ್ಯಾಪಾರ ವಹಿವಾಟು', 'ಕೊಳ್ಳುವುದು, ಮಾರುವುದು', 'ಅಂಗಡಿ ತೆರೆಯುವುದು'],
      ml: ['വ്യാപാരവും ബിസിനസും', 'വാങ്ങലും വിൽക്കലും', 'കട തുറക്കൽ'],
      mr: ['व्यापार आणि व्यवसाय', 'खरेदी-विक्री', 'दुकान उघडणे'],
      bn: ['বাণিজ্য ও ব্যবসা', 'কেনাবেচা', 'দোকান খোলা'],
      gu: ['વેપાર-ધંધો', 'ખરીદ-વેચાણ', 'દુકાન ખોલવી'] } },
  { id: 'vishti', number: 7, en: 'Vishti (Bhadra)', hi: 'विष्टि (भद्रा)', ta: 'பத்திரை', te: 'భద్ర', kn: 'ವಿಷ್ಟಿ', ml: 'വിഷ്ടി', mr: 'विष्टी (भद्रा)', bn: 'বিষ্টি (ভদ্রা)', gu: 'વિષ્ટિ (ભદ્રા)', kind: 'movable', quality: 'Inauspicious',
    deity: { en: 'Yama', hi: 'यम', ta: 'யமன்', te: 'యముడు', kn: 'ಯಮ', ml: 'യമൻ', mr: 'यम', bn: 'যম', gu: 'યમ' },
    activities: { en: ['Only harsh acts: demolition, confronting enemies, use of fire and poison'],
      hi: ['केवल कठोर कर्म: तोड़-फोड़, शत्रुओं का सामना, अग्नि और विष का प्रयोग'],
      ta: ['கடுமையான செயல்கள் மட்டும்: இடித்தல், பகைவரை எதிர்த்தல், நெருப்பு, நஞ்சு பயன்படுத்துதல்'],
      te: ['కఠిన కార్యాలు మాత్రమే: కూల్చివేత, శత్రువులను ఎదుర్కోవడం, అగ్ని, విషాల ప్రయోగం'],
      kn: ['ಕಠಿಣ ಕಾರ್ಯಗಳು ಮಾತ್ರ: ಕೆಡವುವುದು, ಶತ್ರುಗಳನ್ನು ಎದುರಿಸುವುದು, ಬೆಂಕಿ ಮತ್ತು ವಿಷದ ಪ್ರಯೋಗ'],
      ml: ['കഠിനകർമ്മങ്ങൾ മാത്രം: പൊളിക്കൽ, ശത്രുക്കളെ നേരിടൽ, തീയും വിഷവും പ്രയോഗിക്കൽ'],
      mr: ['केवळ कठोर कर्मे: पाडकाम, शत्रूंचा सामना, अग्नी आणि विषाचा वापर'],
      bn: ['কেবল কঠোর কাজ: ভাঙচুর, শত্রুর মোকাবিলা, আগুন ও বিষের প্রয়োগ'],
      gu: ['માત્ર કઠોર કર્મો: તોડફોડ, શત્રુઓનો સામનો, અગ્નિ અને વિષનો પ્રયોગ'] } },
  { id: 'shakuni', number: 8, en: 'Shakuni', hi: 'शकुनि', ta: 'சகுனி', te: 'శకుని', kn: 'ಶಕುನಿ', ml: 'ശകുനി', mr: 'शकुनी', bn: 'শকুনি', gu: 'શકુનિ', kind: 'fixed', quality: 'Inauspicious',
    deity: { en: 'Kali (strife)', hi: 'कलि', ta: 'கலி', te: 'కలి', kn: 'ಕಲಿ', ml: 'കലി', mr: 'कली', bn: 'কলি', gu: 'કલિ' },
    activities: { en: ['Preparing medicines', 'Mantra practice', 'Pacificatory rites (shanti)'],
      hi: ['औषधि बनाना', 'मंत्र साधना', 'शांति कर्म'],
      ta: ['மருந்து தயாரித்தல்', 'மந்திர ஜபம்', 'சாந்தி சடங்குகள்'],
      te: ['ఔషధాల తయారీ', 'మంత్ర సాధన', 'శాంతి కర్మలు'],
      kn: ['ಔಷಧ ತಯಾರಿಕೆ', 'ಮಂತ್ರ ಸಾಧನೆ', 'ಶಾಂತಿ ಕರ್ಮಗಳು'],
      ml: ['ഔഷധനിർമ്മാണം', 'മന്ത്രസാധന', 'ശാന്തികർമ്മങ്ങൾ'],
      mr: ['औषध तयार करणे', 'मंत्रसाधना', 'शांतिकर्म'],
      bn: ['ওষুধ তৈরি', 'মন্ত্রসাধনা', 'শান্তিকর্ম'],
      gu: ['ઔષધ બનાવવું', 'મંત્રસાધના', 'શાંતિકર્મ'] } },
  { id: 'chatushpada', number: 9, en: 'Chatushpada', hi: 'चतुष्पद', ta: 'சதுஷ்பாதம்', te: 'చతుష్పాత్', kn: 'ಚತುಷ್ಪಾದ', ml: 'ചതുഷ്പാദം', mr: 'चतुष्पाद', bn: 'চতুষ্পদ', gu: 'ચતુષ્પાદ', kind: 'fixed', quality: 'Inauspicious',
    deity: { en: 'Vrisha (the bull)', hi: 'वृष (नंदी)', ta: 'விருஷபம் (நந்தி)', te: 'వృషభం (నంది)', kn: 'ವೃಷಭ (ನಂದಿ)', ml: 'വൃഷഭം (നന്ദി)', mr: 'वृषभ (नंदी)', bn: 'বৃষ (নন্দী)', gu: 'વૃષભ (નંદી)' },
    activities: { en: ['Care and trade of cattle', 'Ancestral rites', 'Worship of the gods'],
      hi: ['पशुओं की देखभाल और व्यापार', 'पितृ कर्म', 'देव पूजा'],
      ta: ['கால்நடை பராமரிப்பும் வணிகமும்', 'முன்னோர் சடங்குகள்', 'தெய்வ வழிபாடு'],
      te: ['పశుపోషణ, పశువుల వ్యాపారం', 'పితృ కర్మలు', 'దేవపూజ'],
      kn: ['ಜಾನುವಾರು ಪಾಲನೆ ಮತ್ತು ವ್ಯಾಪಾರ', 'ಪಿತೃಕಾರ್ಯಗಳು', 'ದೇವಪೂಜೆ'],
      ml: ['കന്നുകാലി പരിപാലനവും വ്യാപാരവും', 'പിതൃകർമ്മങ്ങൾ', 'ദേവപൂജ'],
      mr: ['पशुपालन आणि गुरांचा व्यापार', 'पितृकार्ये', 'देवपूजा'],
      bn: ['পশুপালন ও পশুর ব্যবসা', 'পিতৃকর্ম', 'দেবপূজা'],
      gu: ['પશુપાલન અને પશુઓનો વેપાર', 'પિતૃકાર્ય', 'દેવપૂજા'] } },
  { id: 'naga', number: 10, en: 'Naga', hi: 'नाग', ta: 'நாகவம்', te: 'నాగవం', kn: 'ನಾಗ', ml: 'നാഗം', mr: 'नाग', bn: 'নাগ', gu: 'નાગ', kind: 'fixed', quality: 'Inauspicious',
    deity: { en: 'Sarpa (Naga)', hi: 'सर्प (नाग)', ta: 'சர்ப்பம் (நாகம்)', te: 'సర్పం (నాగు)', kn: 'ಸರ್ಪ (ನಾಗ)', ml: 'സർപ്പം (നാഗം)', mr: 'सर्प (नाग)', bn: 'সর্প (নাগ)', gu: 'સર્પ (નાગ)' },
    activities: { en: ['Fixed and harsh works', 'Removal and demolition'],
      hi: ['स्थिर और कठोर कार्य', 'हटाने और तोड़-फोड़ के कार्य'],
      ta: ['நிலையான, கடுமையான பணிகள்', 'அகற்றுதல், இடித்தல்'],
      te: ['స్థిరమైన, కఠినమైన పనులు', 'తొలగింపు, కూల్చివేత'],
      kn: ['ಸ್ಥಿರ ಮತ್ತು ಕಠಿಣ ಕೆಲಸಗಳು', 'ತೆರವು, ಕೆಡವುವುದು'],
      ml: ['സ്ഥിരവും കഠിനവുമായ പണികൾ', 'നീക്കം ചെയ്യലും പൊളിക്കലും'],
      mr: ['स्थिर आणि कठोर कामे', 'हटवणे आणि पाडकाम'],
      bn: ['স্থির ও কঠোর কাজ', 'অপসারণ ও ভাঙার কাজ'],
      gu: ['સ્થિર અને કઠોર કાર્યો', 'હટાવવાનાં અને તોડફોડનાં કામ'] } },
  { id: 'kimstughna', number: 11, en: 'Kimstughna', hi: 'किंस्तुघ्न', ta: 'கிம்ஸ்துக்கினம்', te: 'కింస్తుఘ్నం', kn: 'ಕಿಂಸ್ತುಘ್ನ', ml: 'കിംസ്തുഘ്നം', mr: 'किंस्तुघ्न', bn: 'কিংস্তুঘ্ন', gu: 'કિંસ્તુઘ્ન', kind: 'fixed', quality: 'Auspicious',
    deity: { en: 'Vayu', hi: 'वायु', ta: 'வாயு', te: 'వాయువు', kn: 'ವಾಯು', ml: 'വായു', mr: 'वायू', bn: 'বায়ু', gu: 'વાયુ' },
    activities: { en: ['Auspicious rites', 'Works of nourishment and growth', 'Fire rituals'],
      hi: ['शुभ अनुष्ठान', 'पोषण और वृद्धि के कार्य', 'यज्ञ-हवन'],
      ta: ['மங்களச் சடங்குகள்', 'போஷாக்கும் வளர்ச்சியும் தரும் பணிகள்', 'யாகங்கள்'],
      te: ['శుభ కార్యాలు', 'పోషణ, వృద్ధి కార్యాలు', 'యజ్ఞయాగాలు'],
      kn: ['ಶುಭ ವಿಧಿಗಳು', 'ಪೋಷಣೆ ಮತ್ತು ವೃದ್ಧಿಯ ಕೆಲಸಗಳು', 'ಯಜ್ಞಯಾಗಾದಿಗಳು'],
      ml: ['ശുഭകർമ്മങ്ങൾ', 'പോഷണവും വളർച്ചയും നൽകുന്ന കാര്യങ്ങൾ', 'യാഗങ്ങൾ (യജ്ഞം)'],
      mr: ['शुभ विधी', 'पोषण आणि वृद्धीची कामे', 'यज्ञ'],
      bn: ['শুভ অনুষ্ঠান', 'পুষ্টি ও বৃদ্ধির কাজ', 'যজ্ঞ'],
      gu: ['શુભ વિધિ', 'પોષણ અને વૃદ્ધિનાં કાર્યો', 'યજ્ઞ'] } },
] as const satisfies readonly KaranaRecord[];

export type Karana = (typeof KARANAS)[number];
export type KaranaId = Karana['id'];
/** 1-based karana number (1 = Bava … 11 = Kimstughna). */
export type KaranaNumber = Karana['number'];

/**
 * The karana of a 1-based number; `null` when `n` is not an integer 1–11.
 * @param n 1 = Bava … 7 = Vishti, 8 = Shakuni, 9 = Chatushpada, 10 = Naga, 11 = Kimstughna
 */
export function karanaByNumber(n: number): Karana | null {
  return Number.isInteger(n) && n >= 1 && n <= 11 ? (KARANAS[n - 1] as Karana) : null;
}

/**
 * The karana of a half-tithi: 1 = Kimstughna, 2–57 the movable cycle Bava … Vishti, 58 Shakuni,
 * 59 Chatushpada, 60 Naga. `null` when `halfTithi` is not an integer 1–60.
 * @param halfTithi 1-based half-tithi of the synodic month, ceil(elongation / 6°)
 */
export function karanaOfHalfTithi(halfTithi: number): Karana | null {
  if (!Number.isInteger(halfTithi) || halfTithi < 1 || halfTithi > 60) return null;
  if (halfTithi === 1) return karanaByNumber(11);
  if (halfTithi >= 58) return karanaByNumber(halfTithi - 50);
  return karanaByNumber(((halfTithi - 2) % 7) + 1);
}
