/**
 * The city catalogue: the places whose daily panchanga the pipeline precomputes and that API clients name with
 * `city=<id>` or with coordinates that match one of them. One record per place; ids are stable forever.
 *
 * What is listed (docs/cities.md tells how the list was chosen and how to add a city):
 * - every Indian state capital and union-territory capital (28 states, 8 UTs);
 * - the 100 most populous Indian cities by the Census of India 2011 city (municipal) population;
 * - a few tirtha towns whose panchanga is asked for by name (Ayodhya, Haridwar, Tirupati, Puri, Dwarka…);
 * - the national capitals of the G20 members and of the 60 most populous countries, the 50 largest urban
 *   agglomerations of the world (UN World Urbanization Prospects 2018), cities with a large Indian diaspora,
 *   and high-latitude places where the Sun does not rise or set every day.
 *
 * Sources:
 * - coordinates: the city reference point of the common web geocoders (Google Maps / latlong.net pins, e.g.
 *   New Delhi 28.6139 N 77.2090 E), checked against the geocoded Census 2011 city table ("Top 500 Indian
 *   cities", cities_r2.csv) and the CIA World Factbook capital list; Delhi is GeoNames' Old Delhi point, Ujjain
 *   the almanac point 23.1765 N 75.7885 E. Rounded to 4 decimals (about 11 m).
 * - time zones: IANA tz database (zone.tab names; renamed zones by their current name, e.g. Europe/Kyiv).
 * - elevation: metres above sea level as given by the city's gazetteer entry; null where no figure was checked.
 * - population: Indian cities, Census of India 2011 city population (provisional totals; Ghaziabad and
 *   Kalyan-Dombivli, absent from that table, final totals); other cities, the municipal population of the
 *   latest national census (US 2020, Canada 2021, UK 2021, Pakistan 2017, Japan 2020, China 2020 prefecture-level
 *   city, Brazil 2022…); null where no census figure was checked. For ordering search results, not statistics.
 */
import { type Names, spellingKey, type Text } from './text.ts';

/** Administrative roles a city can carry; a national capital of India is also its UT capital (New Delhi). */
export const CITY_TAGS = ['state-capital', 'ut-capital', 'national-capital'] as const;
export type CityTag = (typeof CITY_TAGS)[number];

/** Continents as taught in English-language schools; Oceania includes Hawaii. */
export const CONTINENTS = [
  'Africa',
  'Antarctica',
  'Asia',
  'Europe',
  'North America',
  'Oceania',
  'South America',
] as const;
export type Continent = (typeof CONTINENTS)[number];

/** The continents' names in the nine languages, by the English name the records carry. */
export const CONTINENT_NAMES: Readonly<Record<Continent, Names>> = {
  'Africa': { en: 'Africa', hi: 'अफ़्रीका', ta: 'ஆப்பிரிக்கா', te: 'ఆఫ్రికా', kn: 'ಆಫ್ರಿಕಾ', ml: 'ആഫ്രിക്ക', mr: 'आफ्रिका', bn: 'আফ্রিকা', gu: 'આફ્રિકા' },
  'Antarctica': { en: 'Antarctica', hi: 'अंटार्कटिका', ta: 'அண்டார்டிகா', te: 'అంటార్కిటికా', kn: 'ಅಂಟಾರ್ಕ್ಟಿಕಾ', ml: 'അന്റാർട്ടിക്ക', mr: 'अंटार्क्टिका', bn: 'অ্যান্টার্কটিকা', gu: 'એન્ટાર્કટિકા' },
  'Asia': { en: 'Asia', hi: 'एशिया', ta: 'ஆசியா', te: 'ఆసియా', kn: 'ಏಷ್ಯಾ', ml: 'ഏഷ്യ', mr: 'आशिया', bn: 'এশিয়া', gu: 'એશિયા' },
  'Europe': { en: 'Europe', hi: 'यूरोप', ta: 'ஐரோப்பா', te: 'ఐరోపా', kn: 'ಯುರೋಪ್', ml: 'യൂറോപ്പ്', mr: 'युरोप', bn: 'ইউরোপ', gu: 'યુરોપ' },
  'North America': { en: 'North America', hi: 'उत्तरी अमेरिका', ta: 'வட அமெரிக்கா', te: 'ఉత్తర అమెరికా', kn: 'ಉತ್ತರ ಅಮೆರಿಕ', ml: 'വടക്കേ അമേരിക്ക', mr: 'उत्तर अमेरिका', bn: 'উত্তর আমেরিকা', gu: 'ઉત્તર અમેરિકા' },
  'Oceania': { en: 'Oceania', hi: 'ओशिनिया', ta: 'ஓசியானியா', te: 'ఓషియానియా', kn: 'ಓಷಿಯಾನಿಯಾ', ml: 'ഓഷ്യാനിയ', mr: 'ओशनिया', bn: 'ওশেনিয়া', gu: 'ઓશનિયા' },
  'South America': { en: 'South America', hi: 'दक्षिण अमेरिका', ta: 'தென் அமெரிக்கா', te: 'దక్షిణ అమెరికా', kn: 'ದಕ್ಷಿಣ ಅಮೆರಿಕ', ml: 'തെക്കേ അമേരിക്ക', mr: 'दक्षिण अमेरिका', bn: 'দক্ষিণ আমেরিকা', gu: 'દક્ષિણ અમેરિકા' },
};

/**
 * The names of India's states and union territories in the nine languages, by the English name the records carry
 * (each state's own name in its language: Tamil Nadu தமிழ்நாடு, West Bengal পশ্চিমবঙ্গ, Kerala കേരളം; elsewhere as
 * that language's press writes the state). A region abroad has its English name only.
 */
export const INDIAN_REGION_NAMES: Readonly<Record<string, Names>> = {
  'Andaman and Nicobar Islands': { en: 'Andaman and Nicobar Islands', hi: 'अंडमान और निकोबार द्वीपसमूह', ta: 'அந்தமான் நிக்கோபார் தீவுகள்', te: 'అండమాన్ నికోబార్ దీవులు', kn: 'ಅಂಡಮಾನ್ ಮತ್ತು ನಿಕೋಬಾರ್ ದ್ವೀಪಗಳು', ml: 'ആൻഡമാൻ നിക്കോബാർ ദ്വീപുകൾ', mr: 'अंदमान आणि निकोबार बेटे', bn: 'আন্দামান ও নিকোবর দ্বীপপুঞ্জ', gu: 'આંદામાન અને નિકોબાર ટાપુઓ' },
  'Andhra Pradesh': { en: 'Andhra Pradesh', hi: 'आंध्र प्रदेश', ta: 'ஆந்திரப் பிரதேசம்', te: 'ఆంధ్రప్రదేశ్', kn: 'ಆಂಧ್ರಪ್ರದೇಶ', ml: 'ആന്ധ്രാപ്രദേശ്', mr: 'आंध्र प्रदेश', bn: 'অন্ধ্রপ্রদেশ', gu: 'આંધ્ર પ્રદેશ' },
  'Arunachal Pradesh': { en: 'Arunachal Pradesh', hi: 'अरुणाचल प्रदेश', ta: 'அருணாசலப் பிரதேசம்', te: 'అరుణాచల్ ప్రదేశ్', kn: 'ಅರುಣಾಚಲ ಪ್ರದೇಶ', ml: 'അരുണാചൽ പ്രദേശ്', mr: 'अरुणाचल प्रदेश', bn: 'অরুণাচল প্রদেশ', gu: 'અરુણાચલ પ્રદેશ' },
  'Assam': { en: 'Assam', hi: 'असम', ta: 'அசாம்', te: 'అస్సాం', kn: 'ಅಸ್ಸಾಂ', ml: 'അസം', mr: 'आसाम', bn: 'আসাম', gu: 'આસામ' },
  'Bihar': { en: 'Bihar', hi: 'बिहार', ta: 'பீகார்', te: 'బీహార్', kn: 'ಬಿಹಾರ', ml: 'ബിഹാർ', mr: 'बिहार', bn: 'বিহার', gu: 'બિહાર' },
  'Chandigarh': { en: 'Chandigarh', hi: 'चंडीगढ़', ta: 'சண்டிகர்', te: 'చండీగఢ్', kn: 'ಚಂಡೀಗಢ', ml: 'ചണ്ഡീഗഢ്', mr: 'चंदीगड', bn: 'চণ্ডীগড়', gu: 'ચંડીગઢ' },
  'Chhattisgarh': { en: 'Chhattisgarh', hi: 'छत्तीसगढ़', ta: 'சத்தீசுகர்', te: 'ఛత్తీస్గఢ్', kn: 'ಛತ್ತೀಸಗಢ', ml: 'ഛത്തീസ്ഗഢ്', mr: 'छत्तीसगड', bn: 'ছত্তিশগড়', gu: 'છત્તીસગઢ' },
  'Dadra and Nagar Haveli and Daman and Diu': { en: 'Dadra and Nagar Haveli and Daman and Diu', hi: 'दादरा और नगर हवेली और दमन और दीव', ta: 'தாத்ரா நகர் அவேலி, தமன் தியூ', te: 'దాద్రా నగర్ హవేలీ, డామన్ డయ్యూ', kn: 'ದಾದ್ರಾ ಮತ್ತು ನಗರ ಹವೇಲಿ ಮತ್ತು ದಮನ್ ಮತ್ತು ದಿಯು', ml: 'ദാദ്ര നഗർ ഹവേലി, ദമൻ ദിയു', mr: 'दादरा आणि नगर हवेली आणि दमण आणि दीव', bn: 'দাদরা ও নগর হাভেলি এবং দমন ও দিউ', gu: 'દાદરા અને નગર હવેલી અને દમણ અને દીવ' },
  'Delhi': { en: 'Delhi', hi: 'दिल्ली', ta: 'தில்லி', te: 'ఢిల్లీ', kn: 'ದೆಹಲಿ', ml: 'ഡൽഹി', mr: 'दिल्ली', bn: 'দিল্লি', gu: 'દિલ્હી' },
  'Goa': { en: 'Goa', hi: 'गोवा', ta: 'கோவா', te: 'గోవా', kn: 'ಗೋವಾ', ml: 'ഗോവ', mr: 'गोवा', bn: 'গোয়া', gu: 'ગોવા' },
  'Gujarat': { en: 'Gujarat', hi: 'गुजरात', ta: 'குஜராத்', te: 'గుజరాత్', kn: 'ಗುಜರಾತ್', ml: 'ഗുജറാത്ത്', mr: 'गुजरात', bn: 'গুজরাট', gu: 'ગુજરાત' },
  'Haryana': { en: 'Haryana', hi: 'हरियाणा', ta: 'அரியானா', te: 'హర్యానా', kn: 'ಹರಿಯಾಣ', ml: 'ഹരിയാന', mr: 'हरियाणा', bn: 'হরিয়ানা', gu: 'હરિયાણા' },
  'Himachal Pradesh': { en: 'Himachal Pradesh', hi: 'हिमाचल प्रदेश', ta: 'இமாச்சலப் பிரதேசம்', te: 'హిమాచల్ ప్రదేశ్', kn: 'ಹಿಮಾಚಲ ಪ್ರದೇಶ', ml: 'ഹിമാചൽ പ്രദേശ്', mr: 'हिमाचल प्रदेश', bn: 'হিমাচল প্রদেশ', gu: 'હિમાચલ પ્રદેશ' },
  'Jammu and Kashmir': { en: 'Jammu and Kashmir', hi: 'जम्मू और कश्मीर', ta: 'ஜம்மு காஷ்மீர்', te: 'జమ్మూ కాశ్మీర్', kn: 'ಜಮ್ಮು ಮತ್ತು ಕಾಶ್ಮೀರ', ml: 'ജമ്മു കശ്മീർ', mr: 'जम्मू आणि काश्मीर', bn: 'জম্মু ও কাশ্মীর', gu: 'જમ્મુ અને કાશ્મીર' },
  'Jharkhand': { en: 'Jharkhand', hi: 'झारखंड', ta: 'ஜார்க்கண்ட்', te: 'ఝార్ఖండ్', kn: 'ಜಾರ್ಖಂಡ್', ml: 'ഝാർഖണ്ഡ്', mr: 'झारखंड', bn: 'ঝাড়খণ্ড', gu: 'ઝારખંડ' },
  'Karnataka': { en: 'Karnataka', hi: 'कर्नाटक', ta: 'கர்நாடகம்', te: 'కర్ణాటక', kn: 'ಕರ್ನಾಟಕ', ml: 'കർണാടകം', mr: 'कर्नाटक', bn: 'কর্ণাটক', gu: 'કર્ણાટક' },
  'Kerala': { en: 'Kerala', hi: 'केरल', ta: 'கேரளம்', te: 'కేరళ', kn: 'ಕೇರಳ', ml: 'കേരളം', mr: 'केरळ', bn: 'কেরল', gu: 'કેરળ' },
  'Ladakh': { en: 'Ladakh', hi: 'लद्दाख', ta: 'லடாக்', te: 'లడఖ్', kn: 'ಲಡಾಖ್', ml: 'ലഡാക്ക്', mr: 'लडाख', bn: 'লাদাখ', gu: 'લદ્દાખ' },
  'Lakshadweep': { en: 'Lakshadweep', hi: 'लक्षद्वीप', ta: 'இலட்சத்தீவுகள்', te: 'లక్షద్వీప్', kn: 'ಲಕ್ಷದ್ವೀಪ', ml: 'ലക്ഷദ്വീപ്', mr: 'लक्षद्वीप', bn: 'লাক্ষাদ্বীপ', gu: 'લક્ષદ્વીપ' },
  'Madhya Pradesh': { en: 'Madhya Pradesh', hi: 'मध्य प्रदेश', ta: 'மத்தியப் பிரதேசம்', te: 'మధ్యప్రదేశ్', kn: 'ಮಧ್ಯಪ್ರದೇಶ', ml: 'മധ്യപ്രദേശ്', mr: 'मध्य प्रदेश', bn: 'মধ্যপ্রদেশ', gu: 'મધ્ય પ્રદેશ' },
  'Maharashtra': { en: 'Maharashtra', hi: 'महाराष्ट्र', ta: 'மகாராட்டிரம்', te: 'మహారాష్ట్ర', kn: 'ಮಹಾರಾಷ್ಟ್ರ', ml: 'മഹാരാഷ്ട്ര', mr: 'महाराष्ट्र', bn: 'মহারাষ্ট্র', gu: 'મહારાષ્ટ્ર' },
  'Manipur': { en: 'Manipur', hi: 'मणिपुर', ta: 'மணிப்பூர்', te: 'మణిపూర్', kn: 'ಮಣಿಪುರ', ml: 'മണിപ്പൂർ', mr: 'मणिपूर', bn: 'মণিপুর', gu: 'મણિપુર' },
  'Meghalaya': { en: 'Meghalaya', hi: 'मेघालय', ta: 'மேகாலயா', te: 'మేఘాలయ', kn: 'ಮೇಘಾಲಯ', ml: 'മേഘാലയ', mr: 'मेघालय', bn: 'মেঘালয়', gu: 'મેઘાલય' },
  'Mizoram': { en: 'Mizoram', hi: 'मिज़ोरम', ta: 'மிசோரம்', te: 'మిజోరం', kn: 'ಮಿಜೋರಾಂ', ml: 'മിസോറം', mr: 'मिझोरम', bn: 'মিজোরাম', gu: 'મિઝોરમ' },
  'Nagaland': { en: 'Nagaland', hi: 'नागालैंड', ta: 'நாகாலாந்து', te: 'నాగాలాండ్', kn: 'ನಾಗಾಲ್ಯಾಂಡ್', ml: 'നാഗാലാൻഡ്', mr: 'नागालँड', bn: 'নাগাল্যান্ড', gu: 'નાગાલેન્ડ' },
  'Odisha': { en: 'Odisha', hi: 'ओडिशा', ta: 'ஒடிசா', te: 'ఒడిశా', kn: 'ಒಡಿಶಾ', ml: 'ഒഡീഷ', mr: 'ओडिशा', bn: 'ওড়িশা', gu: 'ઓડિશા' },
  'Puducherry': { en: 'Puducherry', hi: 'पुडुचेरी', ta: 'புதுச்சேரி', te: 'పుదుచ్చేరి', kn: 'ಪುದುಚೇರಿ', ml: 'പുതുച്ചേരി', mr: 'पुडुचेरी', bn: 'পুদুচেরি', gu: 'પુડુચેરી' },
  'Punjab': { en: 'Punjab', hi: 'पंजाब', ta: 'பஞ்சாப்', te: 'పంజాబ్', kn: 'ಪಂಜಾಬ್', ml: 'പഞ്ചാബ്', mr: 'पंजाब', bn: 'পাঞ্জাব', gu: 'પંજાબ' },
  'Rajasthan': { en: 'Rajasthan', hi: 'राजस्थान', ta: 'ராஜஸ்தான்', te: 'రాజస్థాన్', kn: 'ರಾಜಸ್ಥಾನ', ml: 'രാജസ്ഥാൻ', mr: 'राजस्थान', bn: 'রাজস্থান', gu: 'રાજસ્થાન' },
  'Sikkim': { en: 'Sikkim', hi: 'सिक्किम', ta: 'சிக்கிம்', te: 'సిక్కిం', kn: 'ಸಿಕ್ಕಿಂ', ml: 'സിക്കിം', mr: 'सिक्कीम', bn: 'সিকিম', gu: 'સિક્કિમ' },
  'Tamil Nadu': { en: 'Tamil Nadu', hi: 'तमिलनाडु', ta: 'தமிழ்நாடு', te: 'తమిళనాడు', kn: 'ತಮಿಳುನಾಡು', ml: 'തമിഴ്നാട്', mr: 'तमिळनाडू', bn: 'তামিলনাড়ু', gu: 'તમિલનાડુ' },
  'Telangana': { en: 'Telangana', hi: 'तेलंगाना', ta: 'தெலங்கானா', te: 'తెలంగాణ', kn: 'ತೆಲಂಗಾಣ', ml: 'തെലങ്കാന', mr: 'तेलंगणा', bn: 'তেলেঙ্গানা', gu: 'તેલંગાણા' },
  'Tripura': { en: 'Tripura', hi: 'त्रिपुरा', ta: 'திரிபுரா', te: 'త్రిపుర', kn: 'ತ್ರಿಪುರ', ml: 'ത്രിപുര', mr: 'त्रिपुरा', bn: 'ত্রিপুরা', gu: 'ત્રિપુરા' },
  'Uttar Pradesh': { en: 'Uttar Pradesh', hi: 'उत्तर प्रदेश', ta: 'உத்தரப் பிரதேசம்', te: 'ఉత్తర ప్రదేశ్', kn: 'ಉತ್ತರ ಪ್ರದೇಶ', ml: 'ഉത്തർപ്രദേശ്', mr: 'उत्तर प्रदेश', bn: 'উত্তরপ্রদেশ', gu: 'ઉત્તર પ્રદેશ' },
  'Uttarakhand': { en: 'Uttarakhand', hi: 'उत्तराखंड', ta: 'உத்தராகண்ட்', te: 'ఉత్తరాఖండ్', kn: 'ಉತ್ತರಾಖಂಡ', ml: 'ഉത്തരാഖണ്ഡ്', mr: 'उत्तराखंड', bn: 'উত্তরাখণ্ড', gu: 'ઉત્તરાખંડ' },
  'West Bengal': { en: 'West Bengal', hi: 'पश्चिम बंगाल', ta: 'மேற்கு வங்காளம்', te: 'పశ్చిమ బెంగాల్', kn: 'ಪಶ್ಚಿಮ ಬಂಗಾಳ', ml: 'പശ്ചിമ ബംഗാൾ', mr: 'पश्चिम बंगाल', bn: 'পশ্চিমবঙ্গ', gu: 'પશ્ચિમ બંગાળ' },
};

/** The name of a city's region (a state, province or county) as a text: in every language for India's, English elsewhere. */
export function regionName(region: string): Text {
  return INDIAN_REGION_NAMES[region] ?? { en: region };
}

interface CityFields {
  /**
   * Display name: English with the local diacritics (São Paulo, Tromsø); an Indian city also in the eight other
   * languages, by the name its own region uses (Chennai சென்னை, Thiruvananthapuram തിരുവനന്തപുരം, Mysuru ಮೈಸೂರು)
   * and elsewhere as that language's press writes it (Marathi बंगळूरु, Bengali মহীশূর, Gujarati અમદાવાદ).
   */
  readonly name: Text;
  /** ISO 3166-1 alpha-2 country (or territory) code. */
  readonly country: string;
  /** State, province, county or equivalent first-level division, in English. */
  readonly region: string;
  readonly continent: Continent;
  /** Decimal degrees, north positive, −90…90, 4 decimals. */
  readonly latitude: number;
  /** Decimal degrees, east positive, −180…180, 4 decimals. */
  readonly longitude: number;
  /** Metres above mean sea level of the city reference point; null when not checked. */
  readonly elevationM: number | null;
  /** IANA time zone name. */
  readonly timezone: string;
  /** Inhabitants as defined in the file header; null when not checked. */
  readonly population: number | null;
  readonly tags: readonly CityTag[];
}

interface CityRecord extends CityFields {
  /** Lowercase ASCII slug, stable forever; a duplicate name takes a country suffix ('hyderabad-pk'). */
  readonly id: string;
}

const CITY_RECORDS = [
  // India: the 100 most populous cities of the Census 2011, in census order, capitals tagged where they fall.
  { id: 'mumbai', name: { en: 'Mumbai', hi: 'मुंबई', ta: 'மும்பை', te: 'ముంబై', kn: 'ಮುಂಬೈ', ml: 'മുംബൈ', mr: 'मुंबई', bn: 'মুম্বই', gu: 'મુંબઈ' }, country: 'IN', region: 'Maharashtra', continent: 'Asia', latitude: 19.076, longitude: 72.8777, elevationM: 14, timezone: 'Asia/Kolkata', population: 12478447, tags: ['state-capital'] },
  { id: 'delhi', name: { en: 'Delhi', hi: 'दिल्ली', ta: 'தில்லி', te: 'ఢిల్లీ', kn: 'ದೆಹಲಿ', ml: 'ഡൽഹി', mr: 'दिल्ली', bn: 'দিল্লি', gu: 'દિલ્હી' }, country: 'IN', region: 'Delhi', continent: 'Asia', latitude: 28.6519, longitude: 77.2315, elevationM: null, timezone: 'Asia/Kolkata', population: 11007835, tags: [] },
  { id: 'bengaluru', name: { en: 'Bengaluru', hi: 'बेंगलुरु', ta: 'பெங்களூரு', te: 'బెంగళూరు', kn: 'ಬೆಂಗಳೂರು', ml: 'ബെംഗളൂരു', mr: 'बंगळूरु', bn: 'বেঙ্গালুরু', gu: 'બેંગલુરુ' }, country: 'IN', region: 'Karnataka', continent: 'Asia', latitude: 12.9716, longitude: 77.5946, elevationM: 920, timezone: 'Asia/Kolkata', population: 8425970, tags: ['state-capital'] },
  { id: 'hyderabad', name: { en: 'Hyderabad', hi: 'हैदराबाद', ta: 'ஹைதராபாத்', te: 'హైదరాబాద్', kn: 'ಹೈದರಾಬಾದ್', ml: 'ഹൈദരാബാദ്', mr: 'हैदराबाद', bn: 'হায়দ্রাবাদ', gu: 'હૈદરાબાદ' }, country: 'IN', region: 'Telangana', continent: 'Asia', latitude: 17.385, longitude: 78.4867, elevationM: 542, timezone: 'Asia/Kolkata', population: 6809970, tags: ['state-capital'] },
  { id: 'ahmedabad', name: { en: 'Ahmedabad', hi: 'अहमदाबाद', ta: 'அகமதாபாத்', te: 'అహ్మదాబాద్', kn: 'ಅಹಮದಾಬಾದ್', ml: 'അഹമ്മദാബാദ്', mr: 'अहमदाबाद', bn: 'আহমেদাবাদ', gu: 'અમદાવાદ' }, country: 'IN', region: 'Gujarat', continent: 'Asia', latitude: 23.0225, longitude: 72.5714, elevationM: 53, timezone: 'Asia/Kolkata', population: 5570585, tags: [] },
  { id: 'chennai', name: { en: 'Chennai', hi: 'चेन्नई', ta: 'சென்னை', te: 'చెన్నై', kn: 'ಚೆನ್ನೈ', ml: 'ചെന്നൈ', mr: 'चेन्नई', bn: 'চেন্নাই', gu: 'ચેન્નઈ' }, country: 'IN', region: 'Tamil Nadu', continent: 'Asia', latitude: 13.0827, longitude: 80.2707, elevationM: 6, timezone: 'Asia/Kolkata', population: 4681087, tags: ['state-capital'] },
  { id: 'kolkata', name: { en: 'Kolkata', hi: 'कोलकाता', ta: 'கொல்கத்தா', te: 'కోల్‌కతా', kn: 'ಕೋಲ್ಕತ್ತಾ', ml: 'കൊൽക്കത്ത', mr: 'कोलकाता', bn: 'কলকাতা', gu: 'કોલકાતા' }, country: 'IN', region: 'West Bengal', continent: 'Asia', latitude: 22.5726, longitude: 88.3639, elevationM: 9, timezone: 'Asia/Kolkata', population: 4486679, tags: ['state-capital'] },
  { id: 'surat', name: { en: 'Surat', hi: 'सूरत', ta: 'சூரத்', te: 'సూరత్', kn: 'ಸೂರತ್', ml: 'സൂറത്ത്', mr: 'सुरत', bn: 'সুরাট', gu: 'સુરત' }, country: 'IN', region: 'Gujarat', continent: 'Asia', latitude: 21.1702, longitude: 72.8311, elevationM: 13, timezone: 'Asia/Kolkata', population: 4462002, tags: [] },
  { id: 'pune', name: { en: 'Pune', hi: 'पुणे', ta: 'புனே', te: 'పుణె', kn: 'ಪುಣೆ', ml: 'പുണെ', mr: 'पुणे', bn: 'পুনে', gu: 'પુણે' }, country: 'IN', region: 'Maharashtra', continent: 'Asia', latitude: 18.5204, longitude: 73.8567, elevationM: 560, timezone: 'Asia/Kolkata', population: 3115431, tags: [] },
  { id: 'jaipur', name: { en: 'Jaipur', hi: 'जयपुर', ta: 'ஜெய்ப்பூர்', te: 'జైపూర్', kn: 'ಜೈಪುರ', ml: 'ജയ്പൂർ', mr: 'जयपूर', bn: 'জয়পুর', gu: 'જયપુર' }, country: 'IN', region: 'Rajasthan', continent: 'Asia', latitude: 26.9124, longitude: 75.7873, elevationM: 431, timezone: 'Asia/Kolkata', population: 3073350, tags: ['state-capital'] },
  { id: 'lucknow', name: { en: 'Lucknow', hi: 'लखनऊ', ta: 'லக்னோ', te: 'లక్నో', kn: 'ಲಕ್ನೋ', ml: 'ലഖ്നൗ', mr: 'लखनौ', bn: 'লখনউ', gu: 'લખનઉ' }, country: 'IN', region: 'Uttar Pradesh', continent: 'Asia', latitude: 26.8467, longitude: 80.9462, elevationM: 123, timezone: 'Asia/Kolkata', population: 2815601, tags: ['state-capital'] },
  { id: 'kanpur', name: { en: 'Kanpur', hi: 'कानपुर', ta: 'கான்பூர்', te: 'కాన్పూర్', kn: 'ಕಾನ್ಪುರ', ml: 'കാൺപൂർ', mr: 'कानपूर', bn: 'কানপুর', gu: 'કાનપુર' }, country: 'IN', region: 'Uttar Pradesh', continent: 'Asia', latitude: 26.4499, longitude: 80.3319, elevationM: 126, timezone: 'Asia/Kolkata', population: 2767031, tags: [] },
  { id: 'nagpur', name: { en: 'Nagpur', hi: 'नागपुर', ta: 'நாக்பூர்', te: 'నాగ్‌పూర్', kn: 'ನಾಗಪುರ', ml: 'നാഗ്പൂർ', mr: 'नागपूर', bn: 'নাগপুর', gu: 'નાગપુર' }, country: 'IN', region: 'Maharashtra', continent: 'Asia', latitude: 21.1458, longitude: 79.0882, elevationM: 310, timezone: 'Asia/Kolkata', population: 2405421, tags: [] },
  { id: 'indore', name: { en: 'Indore', hi: 'इंदौर', ta: 'இந்தூர்', te: 'ఇండోర్', kn: 'ಇಂದೋರ್', ml: 'ഇൻഡോർ', mr: 'इंदूर', bn: 'ইন্দোর', gu: 'ઇન્દોર' }, country: 'IN', region: 'Madhya Pradesh', continent: 'Asia', latitude: 22.7196, longitude: 75.8577, elevationM: 553, timezone: 'Asia/Kolkata', population: 1960631, tags: [] },
  { id: 'thane', name: { en: 'Thane', hi: 'ठाणे', ta: 'தானே', te: 'థానే', kn: 'ಠಾಣೆ', ml: 'താനെ', mr: 'ठाणे', bn: 'থানে', gu: 'થાણે' }, country: 'IN', region: 'Maharashtra', continent: 'Asia', latitude: 19.2183, longitude: 72.9781, elevationM: null, timezone: 'Asia/Kolkata', population: 1818872, tags: [] },
  { id: 'bhopal', name: { en: 'Bhopal', hi: 'भोपाल', ta: 'போபால்', te: 'భోపాల్', kn: 'ಭೋಪಾಲ್', ml: 'ഭോപ്പാൽ', mr: 'भोपाळ', bn: 'ভোপাল', gu: 'ભોપાલ' }, country: 'IN', region: 'Madhya Pradesh', continent: 'Asia', latitude: 23.2599, longitude: 77.4126, elevationM: 527, timezone: 'Asia/Kolkata', population: 1795648, tags: ['state-capital'] },
  { id: 'visakhapatnam', name: { en: 'Visakhapatnam', hi: 'विशाखापत्तनम', ta: 'விசாகப்பட்டினம்', te: 'విశాఖపట్నం', kn: 'ವಿಶಾಖಪಟ್ಟಣ', ml: 'വിശാഖപട്ടണം', mr: 'विशाखापट्टणम', bn: 'বিশাখাপত্তনম', gu: 'વિશાખાપટ્ટનમ' }, country: 'IN', region: 'Andhra Pradesh', continent: 'Asia', latitude: 17.6868, longitude: 83.2185, elevationM: null, timezone: 'Asia/Kolkata', population: 1730320, tags: [] },
  { id: 'pimpri-chinchwad', name: { en: 'Pimpri-Chinchwad', hi: 'पिंपरी-चिंचवड', ta: 'பிம்ப்ரி-சிஞ்ச்வாட்', te: 'పింప్రి-చించ్వాడ్', kn: 'ಪಿಂಪ್ರಿ-ಚಿಂಚವಾಡ', ml: 'പിംപ്രി-ചിഞ്ച്‌വാഡ്', mr: 'पिंपरी-चिंचवड', bn: 'পিম্পরি-চিঞ্চওয়াড়', gu: 'પિંપરી-ચિંચવડ' }, country: 'IN', region: 'Maharashtra', continent: 'Asia', latitude: 18.6298, longitude: 73.7997, elevationM: null, timezone: 'Asia/Kolkata', population: 1729359, tags: [] },
  { id: 'patna', name: { en: 'Patna', hi: 'पटना', ta: 'பட்னா', te: 'పాట్నా', kn: 'ಪಾಟ್ನಾ', ml: 'പട്ന', mr: 'पाटणा', bn: 'পাটনা', gu: 'પટના' }, country: 'IN', region: 'Bihar', continent: 'Asia', latitude: 25.5941, longitude: 85.1376, elevationM: 53, timezone: 'Asia/Kolkata', population: 1683200, tags: ['state-capital'] },
  { id: 'vadodara', name: { en: 'Vadodara', hi: 'वडोदरा', ta: 'வடோதரா', te: 'వడోదర', kn: 'ವಡೋದರಾ', ml: 'വഡോദര', mr: 'वडोदरा', bn: 'ভদোদরা', gu: 'વડોદરા' }, country: 'IN', region: 'Gujarat', continent: 'Asia', latitude: 22.3072, longitude: 73.1812, elevationM: null, timezone: 'Asia/Kolkata', population: 1666703, tags: [] },
  { id: 'ghaziabad', name: { en: 'Ghaziabad', hi: 'ग़ाज़ियाबाद', ta: 'காசியாபாத்', te: 'ఘాజియాబాద్', kn: 'ಗಾಜಿಯಾಬಾದ್', ml: 'ഗാസിയാബാദ്', mr: 'गाझियाबाद', bn: 'গাজিয়াবাদ', gu: 'ગાઝિયાબાદ' }, country: 'IN', region: 'Uttar Pradesh', continent: 'Asia', latitude: 28.6692, longitude: 77.4538, elevationM: null, timezone: 'Asia/Kolkata', population: 1648643, tags: [] },
  { id: 'ludhiana', name: { en: 'Ludhiana', hi: 'लुधियाना', ta: 'லூதியானா', te: 'లూధియానా', kn: 'ಲುಧಿಯಾನ', ml: 'ലുധിയാന', mr: 'लुधियाना', bn: 'লুধিয়ানা', gu: 'લુધિયાણા' }, country: 'IN', region: 'Punjab', continent: 'Asia', latitude: 30.901, longitude: 75.8573, elevationM: null, timezone: 'Asia/Kolkata', population: 1613878, tags: [] },
  { id: 'agra', name: { en: 'Agra', hi: 'आगरा', ta: 'ஆக்ரா', te: 'ఆగ్రా', kn: 'ಆಗ್ರಾ', ml: 'ആഗ്ര', mr: 'आग्रा', bn: 'আগ্রা', gu: 'આગ્રા' }, country: 'IN', region: 'Uttar Pradesh', continent: 'Asia', latitude: 27.1767, longitude: 78.0081, elevationM: 171, timezone: 'Asia/Kolkata', population: 1574542, tags: [] },
  { id: 'nashik', name: { en: 'Nashik', hi: 'नासिक', ta: 'நாசிக்', te: 'నాసిక్', kn: 'ನಾಸಿಕ್', ml: 'നാസിക്', mr: 'नाशिक', bn: 'নাসিক', gu: 'નાશિક' }, country: 'IN', region: 'Maharashtra', continent: 'Asia', latitude: 19.9975, longitude: 73.7898, elevationM: null, timezone: 'Asia/Kolkata', population: 1486973, tags: [] },
  { id: 'faridabad', name: { en: 'Faridabad', hi: 'फ़रीदाबाद', ta: 'பரிதாபாத்', te: 'ఫరీదాబాద్', kn: 'ಫರೀದಾಬಾದ್', ml: 'ഫരീദാബാദ്', mr: 'फरीदाबाद', bn: 'ফরিদাবাদ', gu: 'ફરીદાબાદ' }, country: 'IN', region: 'Haryana', continent: 'Asia', latitude: 28.4089, longitude: 77.3178, elevationM: null, timezone: 'Asia/Kolkata', population: 1404653, tags: [] },
  { id: 'meerut', name: { en: 'Meerut', hi: 'मेरठ', ta: 'மீரட்', te: 'మీరట్', kn: 'ಮೀರಠ್', ml: 'മീററ്റ്', mr: 'मेरठ', bn: 'মীরাট', gu: 'મેરઠ' }, country: 'IN', region: 'Uttar Pradesh', continent: 'Asia', latitude: 28.9845, longitude: 77.7064, elevationM: null, timezone: 'Asia/Kolkata', population: 1309023, tags: [] },
  { id: 'rajkot', name: { en: 'Rajkot', hi: 'राजकोट', ta: 'ராஜ்கோட்', te: 'రాజ్‌కోట్', kn: 'ರಾಜಕೋಟ', ml: 'രാജ്കോട്ട്', mr: 'राजकोट', bn: 'রাজকোট', gu: 'રાજકોટ' }, country: 'IN', region: 'Gujarat', continent: 'Asia', latitude: 22.3039, longitude: 70.8022, elevationM: null, timezone: 'Asia/Kolkata', population: 1286995, tags: [] },
  { id: 'kalyan-dombivli', name: { en: 'Kalyan-Dombivli', hi: 'कल्याण-डोंबिवली', ta: 'கல்யாண்-டோம்பிவலி', te: 'కళ్యాణ్-డోంబివలి', kn: 'ಕಲ್ಯಾಣ-ಡೊಂಬಿವಲಿ', ml: 'കല്യാൺ-ഡോംബിവ്‌ലി', mr: 'कल्याण-डोंबिवली', bn: 'কল্যাণ-ডোম্বিবলি', gu: 'કલ્યાણ-ડોંબિવલી' }, country: 'IN', region: 'Maharashtra', continent: 'Asia', latitude: 19.2403, longitude: 73.1305, elevationM: null, timezone: 'Asia/Kolkata', population: 1247327, tags: [] },
  { id: 'vasai-virar', name: { en: 'Vasai-Virar', hi: 'वसई-विरार', ta: 'வசை-விரார்', te: 'వసై-విరార్', kn: 'ವಸಯಿ-ವಿರಾರ್', ml: 'വസായ്-വിരാർ', mr: 'वसई-विरार', bn: 'বসই-বিরার', gu: 'વસઈ-વિરાર' }, country: 'IN', region: 'Maharashtra', continent: 'Asia', latitude: 19.3919, longitude: 72.8397, elevationM: null, timezone: 'Asia/Kolkata', population: 1221233, tags: [] },
  { id: 'varanasi', name: { en: 'Varanasi', hi: 'वाराणसी', ta: 'வாரணாசி', te: 'వారణాసి', kn: 'ವಾರಾಣಸಿ', ml: 'വാരാണസി', mr: 'वाराणसी', bn: 'বারাণসী', gu: 'વારાણસી' }, country: 'IN', region: 'Uttar Pradesh', continent: 'Asia', latitude: 25.3176, longitude: 82.9739, elevationM: 81, timezone: 'Asia/Kolkata', population: 1201815, tags: [] },
  { id: 'srinagar', name: { en: 'Srinagar', hi: 'श्रीनगर', ta: 'ஸ்ரீநகர்', te: 'శ్రీనగర్', kn: 'ಶ್ರೀನಗರ', ml: 'ശ്രീനഗർ', mr: 'श्रीनगर', bn: 'শ্রীনগর', gu: 'શ્રીનગર' }, country: 'IN', region: 'Jammu and Kashmir', continent: 'Asia', latitude: 34.0837, longitude: 74.7973, elevationM: 1585, timezone: 'Asia/Kolkata', population: 1192792, tags: ['ut-capital'] },
  { id: 'chhatrapati-sambhajinagar', name: { en: 'Chhatrapati Sambhajinagar', hi: 'छत्रपति संभाजीनगर', ta: 'சத்ரபதி சம்பாஜிநகர்', te: 'ఛత్రపతి శంభాజీనగర్', kn: 'ಛತ್ರಪತಿ ಸಂಭಾಜಿನಗರ', ml: 'ഛത്രപതി സംഭാജിനഗർ', mr: 'छत्रपती संभाजीनगर', bn: 'ছত্রপতি সম্ভাজিনগর', gu: 'છત્રપતિ સંભાજીનગર' }, country: 'IN', region: 'Maharashtra', continent: 'Asia', latitude: 19.8762, longitude: 75.3433, elevationM: null, timezone: 'Asia/Kolkata', population: 1171330, tags: [] },
  { id: 'dhanbad', name: { en: 'Dhanbad', hi: 'धनबाद', ta: 'தன்பாத்', te: 'ధన్‌బాద్', kn: 'ಧನಬಾದ್', ml: 'ധൻബാദ്', mr: 'धनबाद', bn: 'ধানবাদ', gu: 'ધનબાદ' }, country: 'IN', region: 'Jharkhand', continent: 'Asia', latitude: 23.7957, longitude: 86.4304, elevationM: null, timezone: 'Asia/Kolkata', population: 1161561, tags: [] },
  { id: 'amritsar', name: { en: 'Amritsar', hi: 'अमृतसर', ta: 'அமிர்தசரஸ்', te: 'అమృత్‌సర్', kn: 'ಅಮೃತಸರ', ml: 'അമൃത്‌സർ', mr: 'अमृतसर', bn: 'অমৃতসর', gu: 'અમૃતસર' }, country: 'IN', region: 'Punjab', continent: 'Asia', latitude: 31.634, longitude: 74.8723, elevationM: null, timezone: 'Asia/Kolkata', population: 1132761, tags: [] },
  { id: 'navi-mumbai', name: { en: 'Navi Mumbai', hi: 'नवी मुंबई', ta: 'நவி மும்பை', te: 'నవీ ముంబై', kn: 'ನವಿ ಮುಂಬೈ', ml: 'നവി മുംബൈ', mr: 'नवी मुंबई', bn: 'নবী মুম্বই', gu: 'નવી મુંબઈ' }, country: 'IN', region: 'Maharashtra', continent: 'Asia', latitude: 19.033, longitude: 73.0297, elevationM: null, timezone: 'Asia/Kolkata', population: 1119477, tags: [] },
  { id: 'prayagraj', name: { en: 'Prayagraj', hi: 'प्रयागराज', ta: 'பிரயாக்ராஜ்', te: 'ప్రయాగ్‌రాజ్', kn: 'ಪ್ರಯಾಗರಾಜ್', ml: 'പ്രയാഗ്‌രാജ്', mr: 'प्रयागराज', bn: 'প্রয়াগরাজ', gu: 'પ્રયાગરાજ' }, country: 'IN', region: 'Uttar Pradesh', continent: 'Asia', latitude: 25.4358, longitude: 81.8463, elevationM: null, timezone: 'Asia/Kolkata', population: 1117094, tags: [] },
  { id: 'ranchi', name: { en: 'Ranchi', hi: 'राँची', ta: 'ராஞ்சி', te: 'రాంచీ', kn: 'ರಾಂಚಿ', ml: 'റാഞ്ചി', mr: 'रांची', bn: 'রাঁচি', gu: 'રાંચી' }, country: 'IN', region: 'Jharkhand', continent: 'Asia', latitude: 23.3441, longitude: 85.3096, elevationM: 651, timezone: 'Asia/Kolkata', population: 1073440, tags: ['state-capital'] },
  { id: 'howrah', name: { en: 'Howrah', hi: 'हावड़ा', ta: 'ஹவுரா', te: 'హౌరా', kn: 'ಹೌರಾ', ml: 'ഹൗറ', mr: 'हावडा', bn: 'হাওড়া', gu: 'હાવડા' }, country: 'IN', region: 'West Bengal', continent: 'Asia', latitude: 22.5958, longitude: 88.2636, elevationM: null, timezone: 'Asia/Kolkata', population: 1072161, tags: [] },
  { id: 'coimbatore', name: { en: 'Coimbatore', hi: 'कोयम्बटूर', ta: 'கோயம்புத்தூர்', te: 'కోయంబత్తూరు', kn: 'ಕೊಯಮತ್ತೂರು', ml: 'കോയമ്പത്തൂർ', mr: 'कोइम्बतूर', bn: 'কোয়েম্বাটুর', gu: 'કોઇમ્બતુર' }, country: 'IN', region: 'Tamil Nadu', continent: 'Asia', latitude: 11.0168, longitude: 76.9558, elevationM: null, timezone: 'Asia/Kolkata', population: 1061447, tags: [] },
  { id: 'jabalpur', name: { en: 'Jabalpur', hi: 'जबलपुर', ta: 'ஜபல்பூர்', te: 'జబల్‌పూర్', kn: 'ಜಬಲ್ಪುರ', ml: 'ജബൽപൂർ', mr: 'जबलपूर', bn: 'জব্বলপুর', gu: 'જબલપુર' }, country: 'IN', region: 'Madhya Pradesh', continent: 'Asia', latitude: 23.1815, longitude: 79.9864, elevationM: null, timezone: 'Asia/Kolkata', population: 1054336, tags: [] },
  { id: 'gwalior', name: { en: 'Gwalior', hi: 'ग्वालियर', ta: 'குவாலியர்', te: 'గ్వాలియర్', kn: 'ಗ್ವಾಲಿಯರ್', ml: 'ഗ്വാളിയോർ', mr: 'ग्वाल्हेर', bn: 'গোয়ালিয়র', gu: 'ગ્વાલિયર' }, country: 'IN', region: 'Madhya Pradesh', continent: 'Asia', latitude: 26.2183, longitude: 78.1828, elevationM: null, timezone: 'Asia/Kolkata', population: 1053505, tags: [] },
  { id: 'vijayawada', name: { en: 'Vijayawada', hi: 'विजयवाड़ा', ta: 'விஜயவாடா', te: 'విజయవాడ', kn: 'ವಿಜಯವಾಡ', ml: 'വിജയവാഡ', mr: 'विजयवाडा', bn: 'বিজয়ওয়াড়া', gu: 'વિજયવાડા' }, country: 'IN', region: 'Andhra Pradesh', continent: 'Asia', latitude: 16.5062, longitude: 80.648, elevationM: null, timezone: 'Asia/Kolkata', population: 1048240, tags: [] },
  { id: 'jodhpur', name: { en: 'Jodhpur', hi: 'जोधपुर', ta: 'ஜோத்பூர்', te: 'జోధ్‌పూర్', kn: 'ಜೋಧಪುರ', ml: 'ജോധ്പൂർ', mr: 'जोधपूर', bn: 'যোধপুর', gu: 'જોધપુર' }, country: 'IN', region: 'Rajasthan', continent: 'Asia', latitude: 26.2389, longitude: 73.0243, elevationM: null, timezone: 'Asia/Kolkata', population: 1033918, tags: [] },
  { id: 'madurai', name: { en: 'Madurai', hi: 'मदुरै', ta: 'மதுரை', te: 'మదురై', kn: 'ಮಧುರೈ', ml: 'മധുര', mr: 'मदुराई', bn: 'মাদুরাই', gu: 'મદુરાઈ' }, country: 'IN', region: 'Tamil Nadu', continent: 'Asia', latitude: 9.9252, longitude: 78.1198, elevationM: null, timezone: 'Asia/Kolkata', population: 1016885, tags: [] },
  { id: 'raipur', name: { en: 'Raipur', hi: 'रायपुर', ta: 'ராய்ப்பூர்', te: 'రాయ్‌పూర్', kn: 'ರಾಯಪುರ', ml: 'റായ്പൂർ', mr: 'रायपूर', bn: 'রায়পুর', gu: 'રાયપુર' }, country: 'IN', region: 'Chhattisgarh', continent: 'Asia', latitude: 21.2514, longitude: 81.6296, elevationM: 298, timezone: 'Asia/Kolkata', population: 1010087, tags: ['state-capital'] },
  { id: 'kota', name: { en: 'Kota', hi: 'कोटा', ta: 'கோட்டா', te: 'కోటా', kn: 'ಕೋಟಾ', ml: 'കോട്ട', mr: 'कोटा', bn: 'কোটা', gu: 'કોટા' }, country: 'IN', region: 'Rajasthan', continent: 'Asia', latitude: 25.2138, longitude: 75.8648, elevationM: null, timezone: 'Asia/Kolkata', population: 1001365, tags: [] },
  { id: 'guwahati', name: { en: 'Guwahati', hi: 'गुवाहाटी', ta: 'குவகாத்தி', te: 'గువాహటి', kn: 'ಗುವಾಹಾಟಿ', ml: 'ഗുവാഹത്തി', mr: 'गुवाहाटी', bn: 'গুয়াহাটি', gu: 'ગુવાહાટી' }, country: 'IN', region: 'Assam', continent: 'Asia', latitude: 26.1445, longitude: 91.7362, elevationM: 55, timezone: 'Asia/Kolkata', population: 963429, tags: [] },
  { id: 'chandigarh', name: { en: 'Chandigarh', hi: 'चंडीगढ़', ta: 'சண்டிகர்', te: 'చండీగఢ్', kn: 'ಚಂಡೀಗಢ', ml: 'ചണ്ഡീഗഢ്', mr: 'चंदीगड', bn: 'চণ্ডীগড়', gu: 'ચંડીગઢ' }, country: 'IN', region: 'Chandigarh', continent: 'Asia', latitude: 30.7333, longitude: 76.7794, elevationM: 321, timezone: 'Asia/Kolkata', population: 960787, tags: ['state-capital', 'ut-capital'] },
  { id: 'solapur', name: { en: 'Solapur', hi: 'सोलापुर', ta: 'சோலாப்பூர்', te: 'షోలాపూర్', kn: 'ಸೊಲ್ಲಾಪುರ', ml: 'സോലാപൂർ', mr: 'सोलापूर', bn: 'সোলাপুর', gu: 'સોલાપુર' }, country: 'IN', region: 'Maharashtra', continent: 'Asia', latitude: 17.6599, longitude: 75.9064, elevationM: null, timezone: 'Asia/Kolkata', population: 951118, tags: [] },
  { id: 'hubballi-dharwad', name: { en: 'Hubballi-Dharwad', hi: 'हुबली-धारवाड़', ta: 'ஹுப்பள்ளி-தார்வாட்', te: 'హుబ్బళ్లి-ధార్వాడ్', kn: 'ಹುಬ್ಬಳ್ಳಿ-ಧಾರವಾಡ', ml: 'ഹുബ്ബള്ളി-ധാർവാഡ്', mr: 'हुबळी-धारवाड', bn: 'হুবলি-ধারওয়াড়', gu: 'હુબલી-ધારવાડ' }, country: 'IN', region: 'Karnataka', continent: 'Asia', latitude: 15.3647, longitude: 75.124, elevationM: null, timezone: 'Asia/Kolkata', population: 943857, tags: [] },
  { id: 'bareilly', name: { en: 'Bareilly', hi: 'बरेली', ta: 'பரேலி', te: 'బరేలీ', kn: 'ಬರೇಲಿ', ml: 'ബറേലി', mr: 'बरेली', bn: 'বেরিলি', gu: 'બરેલી' }, country: 'IN', region: 'Uttar Pradesh', continent: 'Asia', latitude: 28.367, longitude: 79.4304, elevationM: null, timezone: 'Asia/Kolkata', population: 898167, tags: [] },
  { id: 'moradabad', name: { en: 'Moradabad', hi: 'मुरादाबाद', ta: 'மொராதாபாத்', te: 'మొరాదాబాద్', kn: 'ಮೊರಾದಾಬಾದ್', ml: 'മൊറാദാബാദ്', mr: 'मुरादाबाद', bn: 'মোরাদাবাদ', gu: 'મુરાદાબાદ' }, country: 'IN', region: 'Uttar Pradesh', continent: 'Asia', latitude: 28.8386, longitude: 78.7733, elevationM: null, timezone: 'Asia/Kolkata', population: 889810, tags: [] },
  { id: 'mysuru', name: { en: 'Mysuru', hi: 'मैसूरु', ta: 'மைசூரு', te: 'మైసూరు', kn: 'ಮೈಸೂರು', ml: 'മൈസൂരു', mr: 'म्हैसूर', bn: 'মহীশূর', gu: 'મૈસુરુ' }, country: 'IN', region: 'Karnataka', continent: 'Asia', latitude: 12.2958, longitude: 76.6394, elevationM: null, timezone: 'Asia/Kolkata', population: 887446, tags: [] },
  { id: 'gurugram', name: { en: 'Gurugram', hi: 'गुरुग्राम', ta: 'குருகிராம்', te: 'గురుగ్రామ్', kn: 'ಗುರುಗ್ರಾಮ', ml: 'ഗുരുഗ്രാം', mr: 'गुरुग्राम', bn: 'গুরুগ্রাম', gu: 'ગુરુગ્રામ' }, country: 'IN', region: 'Haryana', continent: 'Asia', latitude: 28.4595, longitude: 77.0266, elevationM: null, timezone: 'Asia/Kolkata', population: 876824, tags: [] },
  { id: 'aligarh', name: { en: 'Aligarh', hi: 'अलीगढ़', ta: 'அலிகர்', te: 'అలీగఢ్', kn: 'ಅಲೀಗಢ', ml: 'അലിഗഢ്', mr: 'अलीगड', bn: 'আলিগড়', gu: 'અલીગઢ' }, country: 'IN', region: 'Uttar Pradesh', continent: 'Asia', latitude: 27.8974, longitude: 78.088, elevationM: null, timezone: 'Asia/Kolkata', population: 872575, tags: [] },
  { id: 'jalandhar', name: { en: 'Jalandhar', hi: 'जालंधर', ta: 'ஜலந்தர்', te: 'జలంధర్', kn: 'ಜಲಂಧರ್', ml: 'ജലന്ധർ', mr: 'जालंधर', bn: 'জলন্ধর', gu: 'જાલંધર' }, country: 'IN', region: 'Punjab', continent: 'Asia', latitude: 31.326, longitude: 75.5762, elevationM: null, timezone: 'Asia/Kolkata', population: 862196, tags: [] },
  { id: 'tiruchirappalli', name: { en: 'Tiruchirappalli', hi: 'तिरुचिरापल्ली', ta: 'திருச்சிராப்பள்ளி', te: 'తిరుచిరాపల్లి', kn: 'ತಿರುಚಿರಾಪಳ್ಳಿ', ml: 'തിരുച്ചിറപ്പള്ളി', mr: 'तिरुचिरापल्ली', bn: 'তিরুচিরাপল্লি', gu: 'તિરુચિરાપલ્લી' }, country: 'IN', region: 'Tamil Nadu', continent: 'Asia', latitude: 10.7905, longitude: 78.7047, elevationM: null, timezone: 'Asia/Kolkata', population: 846915, tags: [] },
  { id: 'bhubaneswar', name: { en: 'Bhubaneswar', hi: 'भुवनेश्वर', ta: 'புவனேசுவரம்', te: 'భువనేశ్వర్', kn: 'ಭುವನೇಶ್ವರ', ml: 'ഭുവനേശ്വർ', mr: 'भुवनेश्वर', bn: 'ভুবনেশ্বর', gu: 'ભુવનેશ્વર' }, country: 'IN', region: 'Odisha', continent: 'Asia', latitude: 20.2961, longitude: 85.8245, elevationM: null, timezone: 'Asia/Kolkata', population: 837737, tags: ['state-capital'] },
  { id: 'salem', name: { en: 'Salem', hi: 'सेलम', ta: 'சேலம்', te: 'సేలం', kn: 'ಸೇಲಂ', ml: 'സേലം', mr: 'सेलम', bn: 'সালেম', gu: 'સેલમ' }, country: 'IN', region: 'Tamil Nadu', continent: 'Asia', latitude: 11.6643, longitude: 78.146, elevationM: null, timezone: 'Asia/Kolkata', population: 831038, tags: [] },
  { id: 'mira-bhayandar', name: { en: 'Mira-Bhayandar', hi: 'मीरा-भायंदर', ta: 'மீரா-பயந்தர்', te: 'మీరా-భయందర్', kn: 'ಮೀರಾ-ಭಾಯಂದರ್', ml: 'മീര-ഭയന്ദർ', mr: 'मीरा-भाईंदर', bn: 'মীরা-ভায়ান্দর', gu: 'મીરા-ભાયંદર' }, country: 'IN', region: 'Maharashtra', continent: 'Asia', latitude: 19.2952, longitude: 72.8544, elevationM: null, timezone: 'Asia/Kolkata', population: 814655, tags: [] },
  { id: 'thiruvananthapuram', name: { en: 'Thiruvananthapuram', hi: 'तिरुवनन्तपुरम', ta: 'திருவனந்தபுரம்', te: 'తిరువనంతపురం', kn: 'ತಿರುವನಂತಪುರ', ml: 'തിരുവനന്തപുരം', mr: 'तिरुवनंतपुरम', bn: 'তিরুবনন্তপুরম', gu: 'તિરુવનંતપુરમ' }, country: 'IN', region: 'Kerala', continent: 'Asia', latitude: 8.5241, longitude: 76.9366, elevationM: null, timezone: 'Asia/Kolkata', population: 752490, tags: ['state-capital'] },
  { id: 'bhiwandi', name: { en: 'Bhiwandi', hi: 'भिवंडी', ta: 'பிவண்டி', te: 'భివండీ', kn: 'ಭಿವಂಡಿ', ml: 'ഭിവണ്ടി', mr: 'भिवंडी', bn: 'ভিওয়ান্ডি', gu: 'ભિવંડી' }, country: 'IN', region: 'Maharashtra', continent: 'Asia', latitude: 19.2813, longitude: 73.0483, elevationM: null, timezone: 'Asia/Kolkata', population: 711329, tags: [] },
  { id: 'saharanpur', name: { en: 'Saharanpur', hi: 'सहारनपुर', ta: 'சகாரன்பூர்', te: 'సహారన్‌పూర్', kn: 'ಸಹಾರನಪುರ', ml: 'സഹാറൻപൂർ', mr: 'सहारनपूर', bn: 'সাহারানপুর', gu: 'સહારનપુર' }, country: 'IN', region: 'Uttar Pradesh', continent: 'Asia', latitude: 29.9671, longitude: 77.551, elevationM: null, timezone: 'Asia/Kolkata', population: 703345, tags: [] },
  { id: 'gorakhpur', name: { en: 'Gorakhpur', hi: 'गोरखपुर', ta: 'கோரக்பூர்', te: 'గోరఖ్‌పూర్', kn: 'ಗೋರಖಪುರ', ml: 'ഗോരഖ്പൂർ', mr: 'गोरखपूर', bn: 'গোরখপুর', gu: 'ગોરખપુર' }, country: 'IN', region: 'Uttar Pradesh', continent: 'Asia', latitude: 26.7606, longitude: 83.3732, elevationM: null, timezone: 'Asia/Kolkata', population: 671048, tags: [] },
  { id: 'guntur', name: { en: 'Guntur', hi: 'गुंटूर', ta: 'குண்டூர்', te: 'గుంటూరు', kn: 'ಗುಂಟೂರು', ml: 'ഗുണ്ടൂർ', mr: 'गुंटूर', bn: 'গুন্টুর', gu: 'ગુંટુર' }, country: 'IN', region: 'Andhra Pradesh', continent: 'Asia', latitude: 16.3067, longitude: 80.4365, elevationM: null, timezone: 'Asia/Kolkata', population: 651382, tags: [] },
  { id: 'bikaner', name: { en: 'Bikaner', hi: 'बीकानेर', ta: 'பீகானேர்', te: 'బికనేర్', kn: 'ಬಿಕಾನೇರ್', ml: 'ബിക്കാനീർ', mr: 'बिकानेर', bn: 'বিকানের', gu: 'બીકાનેર' }, country: 'IN', region: 'Rajasthan', continent: 'Asia', latitude: 28.0229, longitude: 73.3119, elevationM: null, timezone: 'Asia/Kolkata', population: 647804, tags: [] },
  { id: 'amravati', name: { en: 'Amravati', hi: 'अमरावती', ta: 'அமராவதி', te: 'అమరావతి', kn: 'ಅಮರಾವತಿ', ml: 'അമരാവതി', mr: 'अमरावती', bn: 'অমরাবতী', gu: 'અમરાવતી' }, country: 'IN', region: 'Maharashtra', continent: 'Asia', latitude: 20.9374, longitude: 77.7796, elevationM: null, timezone: 'Asia/Kolkata', population: 646801, tags: [] },
  { id: 'noida', name: { en: 'Noida', hi: 'नोएडा', ta: 'நொய்டா', te: 'నోయిడా', kn: 'ನೋಯ್ಡಾ', ml: 'നോയിഡ', mr: 'नोएडा', bn: 'নয়ডা', gu: 'નોઇડા' }, country: 'IN', region: 'Uttar Pradesh', continent: 'Asia', latitude: 28.5355, longitude: 77.391, elevationM: null, timezone: 'Asia/Kolkata', population: 642381, tags: [] },
  { id: 'jamshedpur', name: { en: 'Jamshedpur', hi: 'जमशेदपुर', ta: 'ஜம்சேத்பூர்', te: 'జంషెడ్‌పూర్', kn: 'ಜಮ್ಶೆಡ್ಪುರ', ml: 'ജംഷഡ്പൂർ', mr: 'जमशेदपूर', bn: 'জামশেদপুর', gu: 'જમશેદપુર' }, country: 'IN', region: 'Jharkhand', continent: 'Asia', latitude: 22.8046, longitude: 86.2029, elevationM: null, timezone: 'Asia/Kolkata', population: 629659, tags: [] },
  { id: 'bhilai', name: { en: 'Bhilai', hi: 'भिलाई', ta: 'பிலாய்', te: 'భిలాయ్', kn: 'ಭಿಲಾಯಿ', ml: 'ഭിലായ്', mr: 'भिलाई', bn: 'ভিলাই', gu: 'ભિલાઈ' }, country: 'IN', region: 'Chhattisgarh', continent: 'Asia', latitude: 21.1938, longitude: 81.3509, elevationM: null, timezone: 'Asia/Kolkata', population: 625697, tags: [] },
  { id: 'warangal', name: { en: 'Warangal', hi: 'वारंगल', ta: 'வாரங்கல்', te: 'వరంగల్', kn: 'ವರಂಗಲ್', ml: 'വാറങ്കൽ', mr: 'वरंगल', bn: 'ওয়ারাঙ্গল', gu: 'વારંગલ' }, country: 'IN', region: 'Telangana', continent: 'Asia', latitude: 17.9689, longitude: 79.5941, elevationM: null, timezone: 'Asia/Kolkata', population: 620116, tags: [] },
  { id: 'cuttack', name: { en: 'Cuttack', hi: 'कटक', ta: 'கட்டக்', te: 'కటక్', kn: 'ಕಟಕ್', ml: 'കട്ടക്ക്', mr: 'कटक', bn: 'কটক', gu: 'કટક' }, country: 'IN', region: 'Odisha', continent: 'Asia', latitude: 20.4625, longitude: 85.883, elevationM: null, timezone: 'Asia/Kolkata', population: 606007, tags: [] },
  { id: 'firozabad', name: { en: 'Firozabad', hi: 'फ़िरोज़ाबाद', ta: 'பிரோசாபாத்', te: 'ఫిరోజాబాద్', kn: 'ಫಿರೋಜಾಬಾದ್', ml: 'ഫിറോസാബാദ്', mr: 'फिरोजाबाद', bn: 'ফিরোজাবাদ', gu: 'ફિરોઝાબાદ' }, country: 'IN', region: 'Uttar Pradesh', continent: 'Asia', latitude: 27.1591, longitude: 78.3958, elevationM: null, timezone: 'Asia/Kolkata', population: 603797, tags: [] },
  { id: 'kochi', name: { en: 'Kochi', hi: 'कोच्चि', ta: 'கொச்சி', te: 'కొచ్చి', kn: 'ಕೊಚ್ಚಿ', ml: 'കൊച്ചി', mr: 'कोची', bn: 'কোচি', gu: 'કોચી' }, country: 'IN', region: 'Kerala', continent: 'Asia', latitude: 9.9312, longitude: 76.2673, elevationM: null, timezone: 'Asia/Kolkata', population: 601574, tags: [] },
  { id: 'bhavnagar', name: { en: 'Bhavnagar', hi: 'भावनगर', ta: 'பாவ்நகர்', te: 'భావ్‌నగర్', kn: 'ಭಾವನಗರ', ml: 'ഭാവ്നഗർ', mr: 'भावनगर', bn: 'ভাবনগর', gu: 'ભાવનગર' }, country: 'IN', region: 'Gujarat', continent: 'Asia', latitude: 21.7645, longitude: 72.1519, elevationM: null, timezone: 'Asia/Kolkata', population: 593768, tags: [] },
  { id: 'dehradun', name: { en: 'Dehradun', hi: 'देहरादून', ta: 'டேராடூன்', te: 'డెహ్రాడూన్', kn: 'ಡೆಹ್ರಾಡೂನ್', ml: 'ഡെറാഡൂൺ', mr: 'देहरादून', bn: 'দেরাদুন', gu: 'દેહરાદૂન' }, country: 'IN', region: 'Uttarakhand', continent: 'Asia', latitude: 30.3165, longitude: 78.0322, elevationM: 640, timezone: 'Asia/Kolkata', population: 578420, tags: ['state-capital'] },
  { id: 'durgapur', name: { en: 'Durgapur', hi: 'दुर्गापुर', ta: 'துர்காபூர்', te: 'దుర్గాపూర్', kn: 'ದುರ್ಗಾಪುರ', ml: 'ദുർഗാപൂർ', mr: 'दुर्गापूर', bn: 'দুর্গাপুর', gu: 'દુર્ગાપુર' }, country: 'IN', region: 'West Bengal', continent: 'Asia', latitude: 23.5204, longitude: 87.3119, elevationM: null, timezone: 'Asia/Kolkata', population: 566937, tags: [] },
  { id: 'asansol', name: { en: 'Asansol', hi: 'आसनसोल', ta: 'அசன்சோல்', te: 'అసన్‌సోల్', kn: 'ಅಸನ್ಸೋಲ್', ml: 'അസൻസോൾ', mr: 'आसनसोल', bn: 'আসানসোল', gu: 'આસનસોલ' }, country: 'IN', region: 'West Bengal', continent: 'Asia', latitude: 23.6739, longitude: 86.9524, elevationM: null, timezone: 'Asia/Kolkata', population: 564491, tags: [] },
  { id: 'nanded', name: { en: 'Nanded', hi: 'नांदेड़', ta: 'நாந்தேட்', te: 'నాందేడ్', kn: 'ನಾಂದೇಡ್', ml: 'നാന്ദേഡ്', mr: 'नांदेड', bn: 'নান্দেড়', gu: 'નાંદેડ' }, country: 'IN', region: 'Maharashtra', continent: 'Asia', latitude: 19.1383, longitude: 77.321, elevationM: null, timezone: 'Asia/Kolkata', population: 550564, tags: [] },
  { id: 'kolhapur', name: { en: 'Kolhapur', hi: 'कोल्हापुर', ta: 'கோலாப்பூர்', te: 'కొల్హాపూర్', kn: 'ಕೊಲ್ಹಾಪುರ', ml: 'കോലാപ്പൂർ', mr: 'कोल्हापूर', bn: 'কোলহাপুর', gu: 'કોલ્હાપુર' }, country: 'IN', region: 'Maharashtra', continent: 'Asia', latitude: 16.705, longitude: 74.2433, elevationM: null, timezone: 'Asia/Kolkata', population: 549283, tags: [] },
  { id: 'ajmer', name: { en: 'Ajmer', hi: 'अजमेर', ta: 'அஜ்மீர்', te: 'అజ్మీర్', kn: 'ಅಜ್ಮೀರ್', ml: 'അജ്മീർ', mr: 'अजमेर', bn: 'আজমির', gu: 'અજમેર' }, country: 'IN', region: 'Rajasthan', continent: 'Asia', latitude: 26.4499, longitude: 74.6399, elevationM: null, timezone: 'Asia/Kolkata', population: 542580, tags: [] },
  { id: 'kalaburagi', name: { en: 'Kalaburagi', hi: 'कलबुर्गी', ta: 'கலபுரகி', te: 'కలబురగి', kn: 'ಕಲಬುರಗಿ', ml: 'കലബുറഗി', mr: 'कलबुर्गी', bn: 'কলবুর্গি', gu: 'કલબુર્ગી' }, country: 'IN', region: 'Karnataka', continent: 'Asia', latitude: 17.3297, longitude: 76.8343, elevationM: null, timezone: 'Asia/Kolkata', population: 532031, tags: [] },
  { id: 'jamnagar', name: { en: 'Jamnagar', hi: 'जामनगर', ta: 'ஜாம்நகர்', te: 'జామ్‌నగర్', kn: 'ಜಾಮನಗರ', ml: 'ജാംനഗർ', mr: 'जामनगर', bn: 'জামনগর', gu: 'જામનગર' }, country: 'IN', region: 'Gujarat', continent: 'Asia', latitude: 22.4707, longitude: 70.0577, elevationM: null, timezone: 'Asia/Kolkata', population: 529308, tags: [] },
  { id: 'ujjain', name: { en: 'Ujjain', hi: 'उज्जैन', ta: 'உஜ்ஜைன்', te: 'ఉజ్జయిని', kn: 'ಉಜ್ಜಯಿನಿ', ml: 'ഉജ്ജയിൻ', mr: 'उज्जैन', bn: 'উজ্জয়িনী', gu: 'ઉજ્જૈન' }, country: 'IN', region: 'Madhya Pradesh', continent: 'Asia', latitude: 23.1765, longitude: 75.7885, elevationM: null, timezone: 'Asia/Kolkata', population: 515215, tags: [] },
  { id: 'loni', name: { en: 'Loni', hi: 'लोनी', ta: 'லோனி', te: 'లోని', kn: 'ಲೋನಿ', ml: 'ലോണി', mr: 'लोणी', bn: 'লোনি', gu: 'લોની' }, country: 'IN', region: 'Uttar Pradesh', continent: 'Asia', latitude: 28.7513, longitude: 77.2913, elevationM: null, timezone: 'Asia/Kolkata', population: 512296, tags: [] },
  { id: 'siliguri', name: { en: 'Siliguri', hi: 'सिलीगुड़ी', ta: 'சிலிகுரி', te: 'సిలిగురి', kn: 'ಸಿಲಿಗುರಿ', ml: 'സിലിഗുരി', mr: 'सिलिगुडी', bn: 'শিলিগুড়ি', gu: 'સિલિગુડી' }, country: 'IN', region: 'West Bengal', continent: 'Asia', latitude: 26.7271, longitude: 88.3953, elevationM: null, timezone: 'Asia/Kolkata', population: 509709, tags: [] },
  { id: 'jhansi', name: { en: 'Jhansi', hi: 'झाँसी', ta: 'ஜான்சி', te: 'ఝాన్సీ', kn: 'ಝಾನ್ಸಿ', ml: 'ഝാൻസി', mr: 'झाशी', bn: 'ঝাঁসি', gu: 'ઝાંસી' }, country: 'IN', region: 'Uttar Pradesh', continent: 'Asia', latitude: 25.4484, longitude: 78.5685, elevationM: null, timezone: 'Asia/Kolkata', population: 507293, tags: [] },
  { id: 'ulhasnagar', name: { en: 'Ulhasnagar', hi: 'उल्हासनगर', ta: 'உல்லாஸ்நகர்', te: 'ఉల్హాస్‌నగర్', kn: 'ಉಲ್ಲಾಸನಗರ', ml: 'ഉല്ലാസ്നഗർ', mr: 'उल्हासनगर', bn: 'উল্লাসনগর', gu: 'ઉલ્હાસનગર' }, country: 'IN', region: 'Maharashtra', continent: 'Asia', latitude: 19.2215, longitude: 73.1645, elevationM: null, timezone: 'Asia/Kolkata', population: 506937, tags: [] },
  { id: 'nellore', name: { en: 'Nellore', hi: 'नेल्लोर', ta: 'நெல்லூர்', te: 'నెల్లూరు', kn: 'ನೆಲ್ಲೂರು', ml: 'നെല്ലൂർ', mr: 'नेल्लोर', bn: 'নেল্লোর', gu: 'નેલ્લોર' }, country: 'IN', region: 'Andhra Pradesh', continent: 'Asia', latitude: 14.4426, longitude: 79.9865, elevationM: null, timezone: 'Asia/Kolkata', population: 505258, tags: [] },
  { id: 'jammu', name: { en: 'Jammu', hi: 'जम्मू', ta: 'ஜம்மு', te: 'జమ్మూ', kn: 'ಜಮ್ಮು', ml: 'ജമ്മു', mr: 'जम्मू', bn: 'জম্মু', gu: 'જમ્મુ' }, country: 'IN', region: 'Jammu and Kashmir', continent: 'Asia', latitude: 32.7266, longitude: 74.857, elevationM: 327, timezone: 'Asia/Kolkata', population: 503690, tags: ['ut-capital'] },
  { id: 'sangli', name: { en: 'Sangli', hi: 'सांगली', ta: 'சாங்லி', te: 'సాంగ్లీ', kn: 'ಸಾಂಗ್ಲಿ', ml: 'സാംഗ്ലി', mr: 'सांगली', bn: 'সাংলি', gu: 'સાંગલી' }, country: 'IN', region: 'Maharashtra', continent: 'Asia', latitude: 16.8524, longitude: 74.5815, elevationM: null, timezone: 'Asia/Kolkata', population: 502697, tags: [] },
  { id: 'belagavi', name: { en: 'Belagavi', hi: 'बेलगावी', ta: 'பெலகாவி', te: 'బెళగావి', kn: 'ಬೆಳಗಾವಿ', ml: 'ബെളഗാവി', mr: 'बेळगाव', bn: 'বেলগাভি', gu: 'બેલગાવી' }, country: 'IN', region: 'Karnataka', continent: 'Asia', latitude: 15.8497, longitude: 74.4977, elevationM: null, timezone: 'Asia/Kolkata', population: 488292, tags: [] },
  { id: 'mangaluru', name: { en: 'Mangaluru', hi: 'मंगलुरु', ta: 'மங்களூரு', te: 'మంగళూరు', kn: 'ಮಂಗಳೂರು', ml: 'മംഗളൂരു', mr: 'मंगळूर', bn: 'ম্যাঙ্গালোর', gu: 'મંગલુરુ' }, country: 'IN', region: 'Karnataka', continent: 'Asia', latitude: 12.9141, longitude: 74.856, elevationM: null, timezone: 'Asia/Kolkata', population: 484785, tags: [] },
  { id: 'ambattur', name: { en: 'Ambattur', hi: 'अम्बत्तूर', ta: 'அம்பத்தூர்', te: 'అంబత్తూరు', kn: 'ಅಂಬತ್ತೂರು', ml: 'അമ്പത്തൂർ', mr: 'अंबत्तूर', bn: 'আম্বাত্তুর', gu: 'અંબત્તુર' }, country: 'IN', region: 'Tamil Nadu', continent: 'Asia', latitude: 13.1143, longitude: 80.1548, elevationM: null, timezone: 'Asia/Kolkata', population: 478134, tags: [] },
  { id: 'tirunelveli', name: { en: 'Tirunelveli', hi: 'तिरुनेलवेली', ta: 'திருநெல்வேலி', te: 'తిరునెల్వేలి', kn: 'ತಿರುನೆಲ್ವೇಲಿ', ml: 'തിരുനെൽവേലി', mr: 'तिरुनेलवेली', bn: 'তিরুনেলভেলি', gu: 'તિરુનેલવેલી' }, country: 'IN', region: 'Tamil Nadu', continent: 'Asia', latitude: 8.7139, longitude: 77.7567, elevationM: null, timezone: 'Asia/Kolkata', population: 474838, tags: [] },
  { id: 'malegaon', name: { en: 'Malegaon', hi: 'मालेगाँव', ta: 'மாலேகாவ்', te: 'మాలేగావ్', kn: 'ಮಾಲೇಗಾಂವ್', ml: 'മാലേഗാവ്', mr: 'मालेगाव', bn: 'মালেগাঁও', gu: 'માલેગાંવ' }, country: 'IN', region: 'Maharashtra', continent: 'Asia', latitude: 20.5579, longitude: 74.5287, elevationM: null, timezone: 'Asia/Kolkata', population: 471006, tags: [] },
  { id: 'gaya', name: { en: 'Gaya', hi: 'गया', ta: 'கயா', te: 'గయ', kn: 'ಗಯಾ', ml: 'ഗയ', mr: 'गया', bn: 'গয়া', gu: 'ગયા' }, country: 'IN', region: 'Bihar', continent: 'Asia', latitude: 24.7914, longitude: 85.0002, elevationM: null, timezone: 'Asia/Kolkata', population: 463454, tags: [] },
  { id: 'jalgaon', name: { en: 'Jalgaon', hi: 'जलगाँव', ta: 'ஜல்காவ்', te: 'జల్‌గావ్', kn: 'ಜಳಗಾಂವ್', ml: 'ജൽഗാവ്', mr: 'जळगाव', bn: 'জলগাঁও', gu: 'જલગાંવ' }, country: 'IN', region: 'Maharashtra', continent: 'Asia', latitude: 21.0077, longitude: 75.5626, elevationM: null, timezone: 'Asia/Kolkata', population: 460468, tags: [] },
  { id: 'udaipur', name: { en: 'Udaipur', hi: 'उदयपुर', ta: 'உதய்ப்பூர்', te: 'ఉదయ్‌పూర్', kn: 'ಉದಯಪುರ', ml: 'ഉദയ്പൂർ', mr: 'उदयपूर', bn: 'উদয়পুর', gu: 'ઉદયપુર' }, country: 'IN', region: 'Rajasthan', continent: 'Asia', latitude: 24.5854, longitude: 73.7125, elevationM: null, timezone: 'Asia/Kolkata', population: 451735, tags: [] },
  { id: 'maheshtala', name: { en: 'Maheshtala', hi: 'महेशतला', ta: 'மகேஷ்தலா', te: 'మహేశ్తలా', kn: 'ಮಹೇಶತಲಾ', ml: 'മഹേശ്തല', mr: 'महेशतला', bn: 'মহেশতলা', gu: 'મહેશતલા' }, country: 'IN', region: 'West Bengal', continent: 'Asia', latitude: 22.512, longitude: 88.251, elevationM: null, timezone: 'Asia/Kolkata', population: 449423, tags: [] },

  // India: the national capital and the state and UT capitals outside the 100 largest cities.
  { id: 'new-delhi', name: { en: 'New Delhi', hi: 'नई दिल्ली', ta: 'புது தில்லி', te: 'న్యూఢిల్లీ', kn: 'ನವದೆಹಲಿ', ml: 'ന്യൂഡൽഹി', mr: 'नवी दिल्ली', bn: 'নতুন দিল্লি', gu: 'નવી દિલ્હી' }, country: 'IN', region: 'Delhi', continent: 'Asia', latitude: 28.6139, longitude: 77.209, elevationM: 216, timezone: 'Asia/Kolkata', population: 249998, tags: ['national-capital', 'ut-capital'] },
  { id: 'amaravati', name: { en: 'Amaravati', hi: 'अमरावती', ta: 'அமராவதி', te: 'అమరావతి', kn: 'ಅಮರಾವತಿ', ml: 'അമരാവതി', mr: 'अमरावती', bn: 'অমরাবতী', gu: 'અમરાવતી' }, country: 'IN', region: 'Andhra Pradesh', continent: 'Asia', latitude: 16.5417, longitude: 80.5152, elevationM: null, timezone: 'Asia/Kolkata', population: null, tags: ['state-capital'] },
  { id: 'itanagar', name: { en: 'Itanagar', hi: 'ईटानगर', ta: 'இட்டாநகர்', te: 'ఇటానగర్', kn: 'ಇಟಾನಗರ', ml: 'ഇറ്റാനഗർ', mr: 'इटानगर', bn: 'ইটানগর', gu: 'ઇટાનગર' }, country: 'IN', region: 'Arunachal Pradesh', continent: 'Asia', latitude: 27.0844, longitude: 93.6053, elevationM: null, timezone: 'Asia/Kolkata', population: null, tags: ['state-capital'] },
  { id: 'dispur', name: { en: 'Dispur', hi: 'दिसपुर', ta: 'திஸ்பூர்', te: 'దిస్పూర్', kn: 'ದಿಸ್ಪುರ', ml: 'ദിസ്പൂർ', mr: 'दिसपूर', bn: 'দিসপুর', gu: 'દિસપુર' }, country: 'IN', region: 'Assam', continent: 'Asia', latitude: 26.1433, longitude: 91.7898, elevationM: null, timezone: 'Asia/Kolkata', population: null, tags: ['state-capital'] },
  { id: 'panaji', name: { en: 'Panaji', hi: 'पणजी', ta: 'பனாஜி', te: 'పణజి', kn: 'ಪಣಜಿ', ml: 'പനാജി', mr: 'पणजी', bn: 'পানাজি', gu: 'પણજી' }, country: 'IN', region: 'Goa', continent: 'Asia', latitude: 15.4909, longitude: 73.8278, elevationM: null, timezone: 'Asia/Kolkata', population: null, tags: ['state-capital'] },
  { id: 'gandhinagar', name: { en: 'Gandhinagar', hi: 'गांधीनगर', ta: 'காந்திநகர்', te: 'గాంధీనగర్', kn: 'ಗಾಂಧಿನಗರ', ml: 'ഗാന്ധിനഗർ', mr: 'गांधीनगर', bn: 'গান্ধীনগর', gu: 'ગાંધીનગર' }, country: 'IN', region: 'Gujarat', continent: 'Asia', latitude: 23.2156, longitude: 72.6369, elevationM: null, timezone: 'Asia/Kolkata', population: 208299, tags: ['state-capital'] },
  { id: 'shimla', name: { en: 'Shimla', hi: 'शिमला', ta: 'சிம்லா', te: 'సిమ్లా', kn: 'ಶಿಮ್ಲಾ', ml: 'ഷിംല', mr: 'शिमला', bn: 'শিমলা', gu: 'શિમલા' }, country: 'IN', region: 'Himachal Pradesh', continent: 'Asia', latitude: 31.1048, longitude: 77.1734, elevationM: 2206, timezone: 'Asia/Kolkata', population: 169758, tags: ['state-capital'] },
  { id: 'imphal', name: { en: 'Imphal', hi: 'इम्फाल', ta: 'இம்பால்', te: 'ఇంఫాల్', kn: 'ಇಂಫಾಲ್', ml: 'ഇംഫാൽ', mr: 'इंफाळ', bn: 'ইম্ফল', gu: 'ઇમ્ફાલ' }, country: 'IN', region: 'Manipur', continent: 'Asia', latitude: 24.817, longitude: 93.9368, elevationM: 786, timezone: 'Asia/Kolkata', population: 264986, tags: ['state-capital'] },
  { id: 'shillong', name: { en: 'Shillong', hi: 'शिलांग', ta: 'சில்லாங்', te: 'షిల్లాంగ్', kn: 'ಶಿಲ್ಲಾಂಗ್', ml: 'ഷില്ലോങ്', mr: 'शिलाँग', bn: 'শিলং', gu: 'શિલોંગ' }, country: 'IN', region: 'Meghalaya', continent: 'Asia', latitude: 25.5788, longitude: 91.8933, elevationM: 1525, timezone: 'Asia/Kolkata', population: 143007, tags: ['state-capital'] },
  { id: 'aizawl', name: { en: 'Aizawl', hi: 'आइज़ोल', ta: 'ஐசோல்', te: 'ఐజ్వాల్', kn: 'ಐಜ್ವಾಲ್', ml: 'ഐസോൾ', mr: 'ऐझॉल', bn: 'আইজল', gu: 'આઇઝોલ' }, country: 'IN', region: 'Mizoram', continent: 'Asia', latitude: 23.7271, longitude: 92.7176, elevationM: 1132, timezone: 'Asia/Kolkata', population: 291822, tags: ['state-capital'] },
  { id: 'kohima', name: { en: 'Kohima', hi: 'कोहिमा', ta: 'கோகிமா', te: 'కోహిమా', kn: 'ಕೊಹಿಮಾ', ml: 'കൊഹിമ', mr: 'कोहिमा', bn: 'কোহিমা', gu: 'કોહિમા' }, country: 'IN', region: 'Nagaland', continent: 'Asia', latitude: 25.6751, longitude: 94.1086, elevationM: 1261, timezone: 'Asia/Kolkata', population: null, tags: ['state-capital'] },
  { id: 'gangtok', name: { en: 'Gangtok', hi: 'गंगटोक', ta: 'கேங்டாக்', te: 'గ్యాంగ్‌టక్', kn: 'ಗ್ಯಾಂಗ್ಟಕ್', ml: 'ഗാങ്ടോക്ക്', mr: 'गंगटोक', bn: 'গ্যাংটক', gu: 'ગંગટોક' }, country: 'IN', region: 'Sikkim', continent: 'Asia', latitude: 27.3389, longitude: 88.6065, elevationM: 1650, timezone: 'Asia/Kolkata', population: null, tags: ['state-capital'] },
  { id: 'agartala', name: { en: 'Agartala', hi: 'अगरतला', ta: 'அகர்தலா', te: 'అగర్తలా', kn: 'ಅಗರ್ತಲಾ', ml: 'അഗർത്തല', mr: 'आगरताळा', bn: 'আগরতলা', gu: 'અગરતલા' }, country: 'IN', region: 'Tripura', continent: 'Asia', latitude: 23.8315, longitude: 91.2868, elevationM: null, timezone: 'Asia/Kolkata', population: 399688, tags: ['state-capital'] },
  { id: 'sri-vijaya-puram', name: { en: 'Sri Vijaya Puram', hi: 'श्री विजय पुरम', ta: 'ஸ்ரீ விஜயபுரம்', te: 'శ్రీ విజయపురం', kn: 'ಶ್ರೀ ವಿಜಯಪುರಂ', ml: 'ശ്രീ വിജയപുരം', mr: 'श्री विजयपुरम', bn: 'শ্রী বিজয়পুরম', gu: 'શ્રી વિજયપુરમ' }, country: 'IN', region: 'Andaman and Nicobar Islands', continent: 'Asia', latitude: 11.6234, longitude: 92.7265, elevationM: null, timezone: 'Asia/Kolkata', population: 100608, tags: ['ut-capital'] },
  { id: 'daman', name: { en: 'Daman', hi: 'दमन', ta: 'தமன்', te: 'డామన్', kn: 'ದಮನ್', ml: 'ദമൻ', mr: 'दमण', bn: 'দমন', gu: 'દમણ' }, country: 'IN', region: 'Dadra and Nagar Haveli and Daman and Diu', continent: 'Asia', latitude: 20.3974, longitude: 72.8328, elevationM: null, timezone: 'Asia/Kolkata', population: null, tags: ['ut-capital'] },
  { id: 'leh', name: { en: 'Leh', hi: 'लेह', ta: 'லே', te: 'లేహ్', kn: 'ಲೇಹ್', ml: 'ലേ', mr: 'लेह', bn: 'লেহ', gu: 'લેહ' }, country: 'IN', region: 'Ladakh', continent: 'Asia', latitude: 34.1526, longitude: 77.5771, elevationM: 3500, timezone: 'Asia/Kolkata', population: null, tags: ['ut-capital'] },
  { id: 'kavaratti', name: { en: 'Kavaratti', hi: 'कवरत्ती', ta: 'கவரத்தி', te: 'కవరత్తి', kn: 'ಕವರಟ್ಟಿ', ml: 'കവരത്തി', mr: 'कवरत्ती', bn: 'কাভারত্তি', gu: 'કવરત્તી' }, country: 'IN', region: 'Lakshadweep', continent: 'Asia', latitude: 10.5669, longitude: 72.642, elevationM: null, timezone: 'Asia/Kolkata', population: null, tags: ['ut-capital'] },
  { id: 'puducherry', name: { en: 'Puducherry', hi: 'पुदुच्चेरी', ta: 'புதுச்சேரி', te: 'పుదుచ్చేరి', kn: 'ಪುದುಚೇರಿ', ml: 'പുതുച്ചേരി', mr: 'पुडुचेरी', bn: 'পুদুচেরি', gu: 'પુડુચેરી' }, country: 'IN', region: 'Puducherry', continent: 'Asia', latitude: 11.9416, longitude: 79.8083, elevationM: null, timezone: 'Asia/Kolkata', population: 241773, tags: ['ut-capital'] },

  // India: tirtha towns and the Kerala city most asked for by the Gulf diaspora.
  { id: 'ayodhya', name: { en: 'Ayodhya', hi: 'अयोध्या', ta: 'அயோத்தி', te: 'అయోధ్య', kn: 'ಅಯೋಧ್ಯೆ', ml: 'അയോധ്യ', mr: 'अयोध्या', bn: 'অযোধ্যা', gu: 'અયોધ્યા' }, country: 'IN', region: 'Uttar Pradesh', continent: 'Asia', latitude: 26.7922, longitude: 82.1998, elevationM: null, timezone: 'Asia/Kolkata', population: null, tags: [] },
  { id: 'haridwar', name: { en: 'Haridwar', hi: 'हरिद्वार', ta: 'ஹரித்வார்', te: 'హరిద్వార్', kn: 'ಹರಿದ್ವಾರ', ml: 'ഹരിദ്വാർ', mr: 'हरिद्वार', bn: 'হরিদ্বার', gu: 'હરિદ્વાર' }, country: 'IN', region: 'Uttarakhand', continent: 'Asia', latitude: 29.9457, longitude: 78.1642, elevationM: null, timezone: 'Asia/Kolkata', population: 225235, tags: [] },
  { id: 'rishikesh', name: { en: 'Rishikesh', hi: 'ऋषिकेश', ta: 'ரிஷிகேஷ்', te: 'రిషికేశ్', kn: 'ಋಷಿಕೇಶ', ml: 'ഋഷികേശ്', mr: 'ऋषिकेश', bn: 'ঋষিকেশ', gu: 'ઋષિકેશ' }, country: 'IN', region: 'Uttarakhand', continent: 'Asia', latitude: 30.0869, longitude: 78.2676, elevationM: null, timezone: 'Asia/Kolkata', population: null, tags: [] },
  { id: 'mathura', name: { en: 'Mathura', hi: 'मथुरा', ta: 'மதுரா', te: 'మథుర', kn: 'ಮಥುರಾ', ml: 'മഥുര', mr: 'मथुरा', bn: 'মথুরা', gu: 'મથુરા' }, country: 'IN', region: 'Uttar Pradesh', continent: 'Asia', latitude: 27.4924, longitude: 77.6737, elevationM: null, timezone: 'Asia/Kolkata', population: 349336, tags: [] },
  { id: 'tirupati', name: { en: 'Tirupati', hi: 'तिरुपति', ta: 'திருப்பதி', te: 'తిరుపతి', kn: 'ತಿರುಪತಿ', ml: 'തിരുപ്പതി', mr: 'तिरुपती', bn: 'তিরুপতি', gu: 'તિરુપતિ' }, country: 'IN', region: 'Andhra Pradesh', continent: 'Asia', latitude: 13.6288, longitude: 79.4192, elevationM: null, timezone: 'Asia/Kolkata', population: 287035, tags: [] },
  { id: 'puri', name: { en: 'Puri', hi: 'पुरी', ta: 'பூரி', te: 'పూరీ', kn: 'ಪುರಿ', ml: 'പുരി', mr: 'पुरी', bn: 'পুরী', gu: 'પુરી' }, country: 'IN', region: 'Odisha', continent: 'Asia', latitude: 19.8134, longitude: 85.8315, elevationM: null, timezone: 'Asia/Kolkata', population: 201026, tags: [] },
  { id: 'dwarka', name: { en: 'Dwarka', hi: 'द्वारका', ta: 'துவாரகை', te: 'ద్వారక', kn: 'ದ್ವಾರಕಾ', ml: 'ദ്വാരക', mr: 'द्वारका', bn: 'দ্বারকা', gu: 'દ્વારકા' }, country: 'IN', region: 'Gujarat', continent: 'Asia', latitude: 22.2394, longitude: 68.9678, elevationM: null, timezone: 'Asia/Kolkata', population: null, tags: [] },
  { id: 'rameswaram', name: { en: 'Rameswaram', hi: 'रामेश्वरम', ta: 'இராமேசுவரம்', te: 'రామేశ్వరం', kn: 'ರಾಮೇಶ್ವರಂ', ml: 'രാമേശ്വരം', mr: 'रामेश्वरम', bn: 'রামেশ্বরম', gu: 'રામેશ્વરમ' }, country: 'IN', region: 'Tamil Nadu', continent: 'Asia', latitude: 9.2876, longitude: 79.3129, elevationM: null, timezone: 'Asia/Kolkata', population: null, tags: [] },
  { id: 'kanyakumari', name: { en: 'Kanyakumari', hi: 'कन्याकुमारी', ta: 'கன்னியாகுமரி', te: 'కన్యాకుమారి', kn: 'ಕನ್ಯಾಕುಮಾರಿ', ml: 'കന്യാകുമാരി', mr: 'कन्याकुमारी', bn: 'কন্যাকুমারী', gu: 'કન્યાકુમારી' }, country: 'IN', region: 'Tamil Nadu', continent: 'Asia', latitude: 8.0883, longitude: 77.5385, elevationM: null, timezone: 'Asia/Kolkata', population: null, tags: [] },
  { id: 'bodh-gaya', name: { en: 'Bodh Gaya', hi: 'बोधगया', ta: 'புத்தகயா', te: 'బోధ్ గయ', kn: 'ಬೋಧಗಯಾ', ml: 'ബോധ്ഗയ', mr: 'बोधगया', bn: 'বুদ্ধগয়া', gu: 'બોધગયા' }, country: 'IN', region: 'Bihar', continent: 'Asia', latitude: 24.6961, longitude: 84.987, elevationM: null, timezone: 'Asia/Kolkata', population: null, tags: [] },
  { id: 'kozhikode', name: { en: 'Kozhikode', hi: 'कोझिकोड', ta: 'கோழிக்கோடு', te: 'కోళికోడ్', kn: 'ಕೋಳಿಕೋಡ್', ml: 'കോഴിക്കോട്', mr: 'कोळिकोड', bn: 'কোঝিকোড়', gu: 'કોઝિકોડ' }, country: 'IN', region: 'Kerala', continent: 'Asia', latitude: 11.2588, longitude: 75.7804, elevationM: null, timezone: 'Asia/Kolkata', population: 432097, tags: [] },

  // South Asia.
  { id: 'islamabad', name: { en: 'Islamabad' }, country: 'PK', region: 'Islamabad Capital Territory', continent: 'Asia', latitude: 33.6844, longitude: 73.0479, elevationM: 540, timezone: 'Asia/Karachi', population: 1014825, tags: ['national-capital'] },
  { id: 'karachi', name: { en: 'Karachi' }, country: 'PK', region: 'Sindh', continent: 'Asia', latitude: 24.8607, longitude: 67.0011, elevationM: 10, timezone: 'Asia/Karachi', population: 14910352, tags: [] },
  { id: 'lahore', name: { en: 'Lahore' }, country: 'PK', region: 'Punjab', continent: 'Asia', latitude: 31.5204, longitude: 74.3587, elevationM: null, timezone: 'Asia/Karachi', population: 11126285, tags: [] },
  { id: 'faisalabad', name: { en: 'Faisalabad' }, country: 'PK', region: 'Punjab', continent: 'Asia', latitude: 31.4504, longitude: 73.135, elevationM: null, timezone: 'Asia/Karachi', population: 3204726, tags: [] },
  { id: 'rawalpindi', name: { en: 'Rawalpindi' }, country: 'PK', region: 'Punjab', continent: 'Asia', latitude: 33.5651, longitude: 73.0169, elevationM: null, timezone: 'Asia/Karachi', population: 2098231, tags: [] },
  { id: 'peshawar', name: { en: 'Peshawar' }, country: 'PK', region: 'Khyber Pakhtunkhwa', continent: 'Asia', latitude: 34.0151, longitude: 71.5249, elevationM: null, timezone: 'Asia/Karachi', population: 1970042, tags: [] },
  { id: 'multan', name: { en: 'Multan' }, country: 'PK', region: 'Punjab', continent: 'Asia', latitude: 30.1575, longitude: 71.5249, elevationM: null, timezone: 'Asia/Karachi', population: 1871843, tags: [] },
  { id: 'hyderabad-pk', name: { en: 'Hyderabad' }, country: 'PK', region: 'Sindh', continent: 'Asia', latitude: 25.396, longitude: 68.3578, elevationM: null, timezone: 'Asia/Karachi', population: 1732693, tags: [] },
  { id: 'quetta', name: { en: 'Quetta' }, country: 'PK', region: 'Balochistan', continent: 'Asia', latitude: 30.1798, longitude: 66.975, elevationM: 1680, timezone: 'Asia/Karachi', population: 1001205, tags: [] },
  { id: 'dhaka', name: { en: 'Dhaka' }, country: 'BD', region: 'Dhaka Division', continent: 'Asia', latitude: 23.8103, longitude: 90.4125, elevationM: null, timezone: 'Asia/Dhaka', population: null, tags: ['national-capital'] },
  { id: 'chattogram', name: { en: 'Chattogram' }, country: 'BD', region: 'Chattogram Division', continent: 'Asia', latitude: 22.3569, longitude: 91.7832, elevationM: null, timezone: 'Asia/Dhaka', population: null, tags: [] },
  { id: 'sylhet', name: { en: 'Sylhet' }, country: 'BD', region: 'Sylhet Division', continent: 'Asia', latitude: 24.8949, longitude: 91.8687, elevationM: null, timezone: 'Asia/Dhaka', population: null, tags: [] },
  { id: 'kathmandu', name: { en: 'Kathmandu' }, country: 'NP', region: 'Bagmati Province', continent: 'Asia', latitude: 27.7172, longitude: 85.324, elevationM: 1400, timezone: 'Asia/Kathmandu', population: 845767, tags: ['national-capital'] },
  { id: 'pokhara', name: { en: 'Pokhara' }, country: 'NP', region: 'Gandaki Province', continent: 'Asia', latitude: 28.2096, longitude: 83.9856, elevationM: 822, timezone: 'Asia/Kathmandu', population: 518452, tags: [] },
  { id: 'sri-jayawardenepura-kotte', name: { en: 'Sri Jayawardenepura Kotte' }, country: 'LK', region: 'Western Province', continent: 'Asia', latitude: 6.8868, longitude: 79.9187, elevationM: null, timezone: 'Asia/Colombo', population: null, tags: ['national-capital'] },
  { id: 'colombo', name: { en: 'Colombo' }, country: 'LK', region: 'Western Province', continent: 'Asia', latitude: 6.9271, longitude: 79.8612, elevationM: null, timezone: 'Asia/Colombo', population: null, tags: [] },
  { id: 'kandy', name: { en: 'Kandy' }, country: 'LK', region: 'Central Province', continent: 'Asia', latitude: 7.2906, longitude: 80.6337, elevationM: null, timezone: 'Asia/Colombo', population: null, tags: [] },
  { id: 'jaffna', name: { en: 'Jaffna' }, country: 'LK', region: 'Northern Province', continent: 'Asia', latitude: 9.6615, longitude: 80.0255, elevationM: null, timezone: 'Asia/Colombo', population: null, tags: [] },
  { id: 'thimphu', name: { en: 'Thimphu' }, country: 'BT', region: 'Thimphu', continent: 'Asia', latitude: 27.4728, longitude: 89.639, elevationM: null, timezone: 'Asia/Thimphu', population: 114551, tags: ['national-capital'] },
  { id: 'male', name: { en: 'Malé' }, country: 'MV', region: 'Malé', continent: 'Asia', latitude: 4.1755, longitude: 73.5093, elevationM: null, timezone: 'Indian/Maldives', population: null, tags: ['national-capital'] },
  { id: 'kabul', name: { en: 'Kabul' }, country: 'AF', region: 'Kabul', continent: 'Asia', latitude: 34.5553, longitude: 69.2075, elevationM: 1791, timezone: 'Asia/Kabul', population: null, tags: ['national-capital'] },

  // East and South-East Asia.
  { id: 'beijing', name: { en: 'Beijing' }, country: 'CN', region: 'Beijing', continent: 'Asia', latitude: 39.9042, longitude: 116.4074, elevationM: 44, timezone: 'Asia/Shanghai', population: 21893095, tags: ['national-capital'] },
  { id: 'shanghai', name: { en: 'Shanghai' }, country: 'CN', region: 'Shanghai', continent: 'Asia', latitude: 31.2304, longitude: 121.4737, elevationM: null, timezone: 'Asia/Shanghai', population: 24870895, tags: [] },
  { id: 'chongqing', name: { en: 'Chongqing' }, country: 'CN', region: 'Chongqing', continent: 'Asia', latitude: 29.563, longitude: 106.5516, elevationM: null, timezone: 'Asia/Shanghai', population: 32054159, tags: [] },
  { id: 'tianjin', name: { en: 'Tianjin' }, country: 'CN', region: 'Tianjin', continent: 'Asia', latitude: 39.3434, longitude: 117.3616, elevationM: null, timezone: 'Asia/Shanghai', population: 13866009, tags: [] },
  { id: 'guangzhou', name: { en: 'Guangzhou' }, country: 'CN', region: 'Guangdong', continent: 'Asia', latitude: 23.1291, longitude: 113.2644, elevationM: null, timezone: 'Asia/Shanghai', population: 18676605, tags: [] },
  { id: 'shenzhen', name: { en: 'Shenzhen' }, country: 'CN', region: 'Guangdong', continent: 'Asia', latitude: 22.5431, longitude: 114.0579, elevationM: null, timezone: 'Asia/Shanghai', population: 17560061, tags: [] },
  { id: 'dongguan', name: { en: 'Dongguan' }, country: 'CN', region: 'Guangdong', continent: 'Asia', latitude: 23.0207, longitude: 113.7518, elevationM: null, timezone: 'Asia/Shanghai', population: 10466625, tags: [] },
  { id: 'foshan', name: { en: 'Foshan' }, country: 'CN', region: 'Guangdong', continent: 'Asia', latitude: 23.0215, longitude: 113.1214, elevationM: null, timezone: 'Asia/Shanghai', population: 9498863, tags: [] },
  { id: 'chengdu', name: { en: 'Chengdu' }, country: 'CN', region: 'Sichuan', continent: 'Asia', latitude: 30.5728, longitude: 104.0668, elevationM: null, timezone: 'Asia/Shanghai', population: 20937757, tags: [] },
  { id: 'wuhan', name: { en: 'Wuhan' }, country: 'CN', region: 'Hubei', continent: 'Asia', latitude: 30.5928, longitude: 114.3055, elevationM: null, timezone: 'Asia/Shanghai', population: 12326518, tags: [] },
  { id: 'nanjing', name: { en: 'Nanjing' }, country: 'CN', region: 'Jiangsu', continent: 'Asia', latitude: 32.0603, longitude: 118.7969, elevationM: null, timezone: 'Asia/Shanghai', population: 9314685, tags: [] },
  { id: 'suzhou', name: { en: 'Suzhou' }, country: 'CN', region: 'Jiangsu', continent: 'Asia', latitude: 31.299, longitude: 120.5853, elevationM: null, timezone: 'Asia/Shanghai', population: 12748262, tags: [] },
  { id: 'hangzhou', name: { en: 'Hangzhou' }, country: 'CN', region: 'Zhejiang', continent: 'Asia', latitude: 30.2741, longitude: 120.1551, elevationM: null, timezone: 'Asia/Shanghai', population: 11936010, tags: [] },
  { id: 'xian', name: { en: "Xi'an" }, country: 'CN', region: 'Shaanxi', continent: 'Asia', latitude: 34.3416, longitude: 108.9398, elevationM: null, timezone: 'Asia/Shanghai', population: 12952907, tags: [] },
  { id: 'zhengzhou', name: { en: 'Zhengzhou' }, country: 'CN', region: 'Henan', continent: 'Asia', latitude: 34.7466, longitude: 113.6253, elevationM: null, timezone: 'Asia/Shanghai', population: 12600574, tags: [] },
  { id: 'shenyang', name: { en: 'Shenyang' }, country: 'CN', region: 'Liaoning', continent: 'Asia', latitude: 41.8057, longitude: 123.4315, elevationM: null, timezone: 'Asia/Shanghai', population: 9070093, tags: [] },
  { id: 'dalian', name: { en: 'Dalian' }, country: 'CN', region: 'Liaoning', continent: 'Asia', latitude: 38.914, longitude: 121.6147, elevationM: null, timezone: 'Asia/Shanghai', population: 7450785, tags: [] },
  { id: 'harbin', name: { en: 'Harbin' }, country: 'CN', region: 'Heilongjiang', continent: 'Asia', latitude: 45.8038, longitude: 126.535, elevationM: null, timezone: 'Asia/Shanghai', population: 10009854, tags: [] },
  { id: 'qingdao', name: { en: 'Qingdao' }, country: 'CN', region: 'Shandong', continent: 'Asia', latitude: 36.0671, longitude: 120.3826, elevationM: null, timezone: 'Asia/Shanghai', population: 10071722, tags: [] },
  { id: 'jinan', name: { en: 'Jinan' }, country: 'CN', region: 'Shandong', continent: 'Asia', latitude: 36.6512, longitude: 117.1201, elevationM: null, timezone: 'Asia/Shanghai', population: 9202432, tags: [] },
  { id: 'hong-kong', name: { en: 'Hong Kong' }, country: 'HK', region: 'Hong Kong', continent: 'Asia', latitude: 22.3193, longitude: 114.1694, elevationM: null, timezone: 'Asia/Hong_Kong', population: 7413070, tags: [] },
  { id: 'taipei', name: { en: 'Taipei' }, country: 'TW', region: 'Taipei', continent: 'Asia', latitude: 25.033, longitude: 121.5654, elevationM: null, timezone: 'Asia/Taipei', population: null, tags: ['national-capital'] },
  { id: 'tokyo', name: { en: 'Tokyo' }, country: 'JP', region: 'Tokyo', continent: 'Asia', latitude: 35.6762, longitude: 139.6503, elevationM: 40, timezone: 'Asia/Tokyo', population: 9733276, tags: ['national-capital'] },
  { id: 'yokohama', name: { en: 'Yokohama' }, country: 'JP', region: 'Kanagawa', continent: 'Asia', latitude: 35.4437, longitude: 139.638, elevationM: null, timezone: 'Asia/Tokyo', population: 3777491, tags: [] },
  { id: 'nagoya', name: { en: 'Nagoya' }, country: 'JP', region: 'Aichi', continent: 'Asia', latitude: 35.1815, longitude: 136.9066, elevationM: null, timezone: 'Asia/Tokyo', population: 2332176, tags: [] },
  { id: 'osaka', name: { en: 'Osaka' }, country: 'JP', region: 'Osaka', continent: 'Asia', latitude: 34.6937, longitude: 135.5023, elevationM: null, timezone: 'Asia/Tokyo', population: 2752412, tags: [] },
  { id: 'fukuoka', name: { en: 'Fukuoka' }, country: 'JP', region: 'Fukuoka', continent: 'Asia', latitude: 33.5904, longitude: 130.4017, elevationM: null, timezone: 'Asia/Tokyo', population: 1612392, tags: [] },
  { id: 'sapporo', name: { en: 'Sapporo' }, country: 'JP', region: 'Hokkaido', continent: 'Asia', latitude: 43.0618, longitude: 141.3545, elevationM: null, timezone: 'Asia/Tokyo', population: 1973395, tags: [] },
  { id: 'seoul', name: { en: 'Seoul' }, country: 'KR', region: 'Seoul', continent: 'Asia', latitude: 37.5665, longitude: 126.978, elevationM: 38, timezone: 'Asia/Seoul', population: null, tags: ['national-capital'] },
  { id: 'busan', name: { en: 'Busan' }, country: 'KR', region: 'Busan', continent: 'Asia', latitude: 35.1796, longitude: 129.0756, elevationM: null, timezone: 'Asia/Seoul', population: null, tags: [] },
  { id: 'pyongyang', name: { en: 'Pyongyang' }, country: 'KP', region: 'Pyongyang', continent: 'Asia', latitude: 39.0392, longitude: 125.7625, elevationM: null, timezone: 'Asia/Pyongyang', population: null, tags: ['national-capital'] },
  { id: 'ulaanbaatar', name: { en: 'Ulaanbaatar' }, country: 'MN', region: 'Ulaanbaatar', continent: 'Asia', latitude: 47.8864, longitude: 106.9057, elevationM: 1350, timezone: 'Asia/Ulaanbaatar', population: null, tags: ['national-capital'] },
  { id: 'hanoi', name: { en: 'Hanoi' }, country: 'VN', region: 'Hanoi', continent: 'Asia', latitude: 21.0278, longitude: 105.8342, elevationM: null, timezone: 'Asia/Ho_Chi_Minh', population: 8053663, tags: ['national-capital'] },
  { id: 'ho-chi-minh-city', name: { en: 'Ho Chi Minh City' }, country: 'VN', region: 'Ho Chi Minh City', continent: 'Asia', latitude: 10.8231, longitude: 106.6297, elevationM: null, timezone: 'Asia/Ho_Chi_Minh', population: 8993082, tags: [] },
  { id: 'bangkok', name: { en: 'Bangkok' }, country: 'TH', region: 'Bangkok', continent: 'Asia', latitude: 13.7563, longitude: 100.5018, elevationM: null, timezone: 'Asia/Bangkok', population: null, tags: ['national-capital'] },
  { id: 'phnom-penh', name: { en: 'Phnom Penh' }, country: 'KH', region: 'Phnom Penh', continent: 'Asia', latitude: 11.5564, longitude: 104.9282, elevationM: null, timezone: 'Asia/Phnom_Penh', population: null, tags: ['national-capital'] },
  { id: 'naypyidaw', name: { en: 'Naypyidaw' }, country: 'MM', region: 'Naypyidaw Union Territory', continent: 'Asia', latitude: 19.7633, longitude: 96.0785, elevationM: null, timezone: 'Asia/Yangon', population: null, tags: ['national-capital'] },
  { id: 'yangon', name: { en: 'Yangon' }, country: 'MM', region: 'Yangon Region', continent: 'Asia', latitude: 16.8409, longitude: 96.1735, elevationM: null, timezone: 'Asia/Yangon', population: null, tags: [] },
  { id: 'kuala-lumpur', name: { en: 'Kuala Lumpur' }, country: 'MY', region: 'Federal Territory of Kuala Lumpur', continent: 'Asia', latitude: 3.139, longitude: 101.6869, elevationM: null, timezone: 'Asia/Kuala_Lumpur', population: 1982112, tags: ['national-capital'] },
  { id: 'george-town', name: { en: 'George Town' }, country: 'MY', region: 'Penang', continent: 'Asia', latitude: 5.4141, longitude: 100.3288, elevationM: null, timezone: 'Asia/Kuala_Lumpur', population: null, tags: [] },
  { id: 'johor-bahru', name: { en: 'Johor Bahru' }, country: 'MY', region: 'Johor', continent: 'Asia', latitude: 1.4927, longitude: 103.7414, elevationM: null, timezone: 'Asia/Kuala_Lumpur', population: null, tags: [] },
  { id: 'singapore', name: { en: 'Singapore' }, country: 'SG', region: 'Singapore', continent: 'Asia', latitude: 1.3521, longitude: 103.8198, elevationM: null, timezone: 'Asia/Singapore', population: null, tags: ['national-capital'] },
  { id: 'jakarta', name: { en: 'Jakarta' }, country: 'ID', region: 'Jakarta', continent: 'Asia', latitude: -6.2088, longitude: 106.8456, elevationM: 8, timezone: 'Asia/Jakarta', population: 10562088, tags: ['national-capital'] },
  { id: 'surabaya', name: { en: 'Surabaya' }, country: 'ID', region: 'East Java', continent: 'Asia', latitude: -7.2575, longitude: 112.7521, elevationM: null, timezone: 'Asia/Jakarta', population: 2874314, tags: [] },
  { id: 'bandung', name: { en: 'Bandung' }, country: 'ID', region: 'West Java', continent: 'Asia', latitude: -6.9175, longitude: 107.6191, elevationM: 768, timezone: 'Asia/Jakarta', population: 2444160, tags: [] },
  { id: 'medan', name: { en: 'Medan' }, country: 'ID', region: 'North Sumatra', continent: 'Asia', latitude: 3.5952, longitude: 98.6722, elevationM: null, timezone: 'Asia/Jakarta', population: 2435252, tags: [] },
  { id: 'denpasar', name: { en: 'Denpasar' }, country: 'ID', region: 'Bali', continent: 'Asia', latitude: -8.6705, longitude: 115.2126, elevationM: null, timezone: 'Asia/Makassar', population: 726599, tags: [] },
  { id: 'manila', name: { en: 'Manila' }, country: 'PH', region: 'Metro Manila', continent: 'Asia', latitude: 14.5995, longitude: 120.9842, elevationM: null, timezone: 'Asia/Manila', population: 1846513, tags: ['national-capital'] },
  { id: 'quezon-city', name: { en: 'Quezon City' }, country: 'PH', region: 'Metro Manila', continent: 'Asia', latitude: 14.676, longitude: 121.0437, elevationM: null, timezone: 'Asia/Manila', population: 2960048, tags: [] },

  // West and Central Asia, Siberia and the Russian Far East.
  { id: 'tehran', name: { en: 'Tehran' }, country: 'IR', region: 'Tehran Province', continent: 'Asia', latitude: 35.6892, longitude: 51.389, elevationM: null, timezone: 'Asia/Tehran', population: 8693706, tags: ['national-capital'] },
  { id: 'mashhad', name: { en: 'Mashhad' }, country: 'IR', region: 'Razavi Khorasan', continent: 'Asia', latitude: 36.2605, longitude: 59.6168, elevationM: null, timezone: 'Asia/Tehran', population: 3001184, tags: [] },
  { id: 'baghdad', name: { en: 'Baghdad' }, country: 'IQ', region: 'Baghdad Governorate', continent: 'Asia', latitude: 33.3152, longitude: 44.3661, elevationM: null, timezone: 'Asia/Baghdad', population: null, tags: ['national-capital'] },
  { id: 'riyadh', name: { en: 'Riyadh' }, country: 'SA', region: 'Riyadh Province', continent: 'Asia', latitude: 24.7136, longitude: 46.6753, elevationM: 612, timezone: 'Asia/Riyadh', population: null, tags: ['national-capital'] },
  { id: 'jeddah', name: { en: 'Jeddah' }, country: 'SA', region: 'Makkah Province', continent: 'Asia', latitude: 21.4858, longitude: 39.1925, elevationM: null, timezone: 'Asia/Riyadh', population: null, tags: [] },
  { id: 'mecca', name: { en: 'Mecca' }, country: 'SA', region: 'Makkah Province', continent: 'Asia', latitude: 21.3891, longitude: 39.8579, elevationM: null, timezone: 'Asia/Riyadh', population: null, tags: [] },
  { id: 'abu-dhabi', name: { en: 'Abu Dhabi' }, country: 'AE', region: 'Abu Dhabi', continent: 'Asia', latitude: 24.4539, longitude: 54.3773, elevationM: null, timezone: 'Asia/Dubai', population: null, tags: ['national-capital'] },
  { id: 'dubai', name: { en: 'Dubai' }, country: 'AE', region: 'Dubai', continent: 'Asia', latitude: 25.2048, longitude: 55.2708, elevationM: null, timezone: 'Asia/Dubai', population: null, tags: [] },
  { id: 'sharjah', name: { en: 'Sharjah' }, country: 'AE', region: 'Sharjah', continent: 'Asia', latitude: 25.3463, longitude: 55.4209, elevationM: null, timezone: 'Asia/Dubai', population: null, tags: [] },
  { id: 'doha', name: { en: 'Doha' }, country: 'QA', region: 'Doha', continent: 'Asia', latitude: 25.2854, longitude: 51.531, elevationM: null, timezone: 'Asia/Qatar', population: null, tags: ['national-capital'] },
  { id: 'muscat', name: { en: 'Muscat' }, country: 'OM', region: 'Muscat Governorate', continent: 'Asia', latitude: 23.588, longitude: 58.3829, elevationM: null, timezone: 'Asia/Muscat', population: null, tags: ['national-capital'] },
  { id: 'kuwait-city', name: { en: 'Kuwait City' }, country: 'KW', region: 'Capital Governorate', continent: 'Asia', latitude: 29.3759, longitude: 47.9774, elevationM: null, timezone: 'Asia/Kuwait', population: null, tags: ['national-capital'] },
  { id: 'manama', name: { en: 'Manama' }, country: 'BH', region: 'Capital Governorate', continent: 'Asia', latitude: 26.2285, longitude: 50.586, elevationM: null, timezone: 'Asia/Bahrain', population: null, tags: ['national-capital'] },
  { id: 'tel-aviv', name: { en: 'Tel Aviv' }, country: 'IL', region: 'Tel Aviv District', continent: 'Asia', latitude: 32.0853, longitude: 34.7818, elevationM: null, timezone: 'Asia/Jerusalem', population: null, tags: [] },
  { id: 'amman', name: { en: 'Amman' }, country: 'JO', region: 'Amman Governorate', continent: 'Asia', latitude: 31.9454, longitude: 35.9284, elevationM: null, timezone: 'Asia/Amman', population: null, tags: ['national-capital'] },
  { id: 'beirut', name: { en: 'Beirut' }, country: 'LB', region: 'Beirut Governorate', continent: 'Asia', latitude: 33.8938, longitude: 35.5018, elevationM: null, timezone: 'Asia/Beirut', population: null, tags: ['national-capital'] },
  { id: 'damascus', name: { en: 'Damascus' }, country: 'SY', region: 'Damascus Governorate', continent: 'Asia', latitude: 33.5138, longitude: 36.2765, elevationM: 680, timezone: 'Asia/Damascus', population: null, tags: ['national-capital'] },
  { id: 'sanaa', name: { en: "Sana'a" }, country: 'YE', region: 'Amanat Al Asimah', continent: 'Asia', latitude: 15.3694, longitude: 44.191, elevationM: 2250, timezone: 'Asia/Aden', population: null, tags: ['national-capital'] },
  { id: 'ankara', name: { en: 'Ankara' }, country: 'TR', region: 'Ankara Province', continent: 'Asia', latitude: 39.9334, longitude: 32.8597, elevationM: 938, timezone: 'Europe/Istanbul', population: null, tags: ['national-capital'] },
  { id: 'baku', name: { en: 'Baku' }, country: 'AZ', region: 'Baku', continent: 'Asia', latitude: 40.4093, longitude: 49.8671, elevationM: null, timezone: 'Asia/Baku', population: null, tags: ['national-capital'] },
  { id: 'tbilisi', name: { en: 'Tbilisi' }, country: 'GE', region: 'Tbilisi', continent: 'Asia', latitude: 41.7151, longitude: 44.8271, elevationM: null, timezone: 'Asia/Tbilisi', population: null, tags: ['national-capital'] },
  { id: 'yerevan', name: { en: 'Yerevan' }, country: 'AM', region: 'Yerevan', continent: 'Asia', latitude: 40.1792, longitude: 44.4991, elevationM: null, timezone: 'Asia/Yerevan', population: null, tags: ['national-capital'] },
  { id: 'tashkent', name: { en: 'Tashkent' }, country: 'UZ', region: 'Tashkent', continent: 'Asia', latitude: 41.2995, longitude: 69.2401, elevationM: 455, timezone: 'Asia/Tashkent', population: null, tags: ['national-capital'] },
  { id: 'astana', name: { en: 'Astana' }, country: 'KZ', region: 'Astana', continent: 'Asia', latitude: 51.1694, longitude: 71.4491, elevationM: 347, timezone: 'Asia/Almaty', population: null, tags: ['national-capital'] },
  { id: 'almaty', name: { en: 'Almaty' }, country: 'KZ', region: 'Almaty', continent: 'Asia', latitude: 43.222, longitude: 76.8512, elevationM: null, timezone: 'Asia/Almaty', population: null, tags: [] },
  { id: 'yekaterinburg', name: { en: 'Yekaterinburg' }, country: 'RU', region: 'Sverdlovsk Oblast', continent: 'Asia', latitude: 56.8389, longitude: 60.6057, elevationM: null, timezone: 'Asia/Yekaterinburg', population: null, tags: [] },
  { id: 'novosibirsk', name: { en: 'Novosibirsk' }, country: 'RU', region: 'Novosibirsk Oblast', continent: 'Asia', latitude: 55.0084, longitude: 82.9357, elevationM: null, timezone: 'Asia/Novosibirsk', population: null, tags: [] },
  { id: 'norilsk', name: { en: 'Norilsk' }, country: 'RU', region: 'Krasnoyarsk Krai', continent: 'Asia', latitude: 69.3558, longitude: 88.1893, elevationM: null, timezone: 'Asia/Krasnoyarsk', population: null, tags: [] },
  { id: 'yakutsk', name: { en: 'Yakutsk' }, country: 'RU', region: 'Sakha Republic', continent: 'Asia', latitude: 62.0355, longitude: 129.6755, elevationM: null, timezone: 'Asia/Yakutsk', population: null, tags: [] },
  { id: 'vladivostok', name: { en: 'Vladivostok' }, country: 'RU', region: 'Primorsky Krai', continent: 'Asia', latitude: 43.1198, longitude: 131.8869, elevationM: null, timezone: 'Asia/Vladivostok', population: null, tags: [] },

  // Europe.
  { id: 'london', name: { en: 'London' }, country: 'GB', region: 'England', continent: 'Europe', latitude: 51.5074, longitude: -0.1278, elevationM: 11, timezone: 'Europe/London', population: 8799800, tags: ['national-capital'] },
  { id: 'leicester', name: { en: 'Leicester' }, country: 'GB', region: 'England', continent: 'Europe', latitude: 52.6369, longitude: -1.1398, elevationM: null, timezone: 'Europe/London', population: 368600, tags: [] },
  { id: 'birmingham', name: { en: 'Birmingham' }, country: 'GB', region: 'England', continent: 'Europe', latitude: 52.4862, longitude: -1.8904, elevationM: null, timezone: 'Europe/London', population: 1144900, tags: [] },
  { id: 'manchester', name: { en: 'Manchester' }, country: 'GB', region: 'England', continent: 'Europe', latitude: 53.4808, longitude: -2.2426, elevationM: null, timezone: 'Europe/London', population: 552000, tags: [] },
  { id: 'bradford', name: { en: 'Bradford' }, country: 'GB', region: 'England', continent: 'Europe', latitude: 53.796, longitude: -1.7594, elevationM: null, timezone: 'Europe/London', population: 546400, tags: [] },
  { id: 'cardiff', name: { en: 'Cardiff' }, country: 'GB', region: 'Wales', continent: 'Europe', latitude: 51.4816, longitude: -3.1791, elevationM: null, timezone: 'Europe/London', population: 362400, tags: [] },
  { id: 'edinburgh', name: { en: 'Edinburgh' }, country: 'GB', region: 'Scotland', continent: 'Europe', latitude: 55.9533, longitude: -3.1883, elevationM: null, timezone: 'Europe/London', population: null, tags: [] },
  { id: 'glasgow', name: { en: 'Glasgow' }, country: 'GB', region: 'Scotland', continent: 'Europe', latitude: 55.8642, longitude: -4.2518, elevationM: null, timezone: 'Europe/London', population: null, tags: [] },
  { id: 'belfast', name: { en: 'Belfast' }, country: 'GB', region: 'Northern Ireland', continent: 'Europe', latitude: 54.5973, longitude: -5.9301, elevationM: null, timezone: 'Europe/London', population: null, tags: [] },
  { id: 'dublin', name: { en: 'Dublin' }, country: 'IE', region: 'Leinster', continent: 'Europe', latitude: 53.3498, longitude: -6.2603, elevationM: null, timezone: 'Europe/Dublin', population: null, tags: ['national-capital'] },
  { id: 'paris', name: { en: 'Paris' }, country: 'FR', region: 'Île-de-France', continent: 'Europe', latitude: 48.8566, longitude: 2.3522, elevationM: 35, timezone: 'Europe/Paris', population: null, tags: ['national-capital'] },
  { id: 'lyon', name: { en: 'Lyon' }, country: 'FR', region: 'Auvergne-Rhône-Alpes', continent: 'Europe', latitude: 45.764, longitude: 4.8357, elevationM: null, timezone: 'Europe/Paris', population: null, tags: [] },
  { id: 'marseille', name: { en: 'Marseille' }, country: 'FR', region: "Provence-Alpes-Côte d'Azur", continent: 'Europe', latitude: 43.2965, longitude: 5.3698, elevationM: null, timezone: 'Europe/Paris', population: null, tags: [] },
  { id: 'amsterdam', name: { en: 'Amsterdam' }, country: 'NL', region: 'North Holland', continent: 'Europe', latitude: 52.3676, longitude: 4.9041, elevationM: null, timezone: 'Europe/Amsterdam', population: null, tags: ['national-capital'] },
  { id: 'the-hague', name: { en: 'The Hague' }, country: 'NL', region: 'South Holland', continent: 'Europe', latitude: 52.0705, longitude: 4.3007, elevationM: null, timezone: 'Europe/Amsterdam', population: null, tags: [] },
  { id: 'brussels', name: { en: 'Brussels' }, country: 'BE', region: 'Brussels-Capital Region', continent: 'Europe', latitude: 50.8503, longitude: 4.3517, elevationM: null, timezone: 'Europe/Brussels', population: null, tags: ['national-capital'] },
  { id: 'berlin', name: { en: 'Berlin' }, country: 'DE', region: 'Berlin', continent: 'Europe', latitude: 52.52, longitude: 13.405, elevationM: 34, timezone: 'Europe/Berlin', population: null, tags: ['national-capital'] },
  { id: 'hamburg', name: { en: 'Hamburg' }, country: 'DE', region: 'Hamburg', continent: 'Europe', latitude: 53.5511, longitude: 9.9937, elevationM: null, timezone: 'Europe/Berlin', population: null, tags: [] },
  { id: 'frankfurt', name: { en: 'Frankfurt am Main' }, country: 'DE', region: 'Hesse', continent: 'Europe', latitude: 50.1109, longitude: 8.6821, elevationM: null, timezone: 'Europe/Berlin', population: null, tags: [] },
  { id: 'munich', name: { en: 'Munich' }, country: 'DE', region: 'Bavaria', continent: 'Europe', latitude: 48.1351, longitude: 11.582, elevationM: 519, timezone: 'Europe/Berlin', population: null, tags: [] },
  { id: 'bern', name: { en: 'Bern' }, country: 'CH', region: 'Bern', continent: 'Europe', latitude: 46.948, longitude: 7.4474, elevationM: 540, timezone: 'Europe/Zurich', population: null, tags: ['national-capital'] },
  { id: 'zurich', name: { en: 'Zurich' }, country: 'CH', region: 'Zurich', continent: 'Europe', latitude: 47.3769, longitude: 8.5417, elevationM: 408, timezone: 'Europe/Zurich', population: null, tags: [] },
  { id: 'geneva', name: { en: 'Geneva' }, country: 'CH', region: 'Geneva', continent: 'Europe', latitude: 46.2044, longitude: 6.1432, elevationM: 375, timezone: 'Europe/Zurich', population: null, tags: [] },
  { id: 'vienna', name: { en: 'Vienna' }, country: 'AT', region: 'Vienna', continent: 'Europe', latitude: 48.2082, longitude: 16.3738, elevationM: null, timezone: 'Europe/Vienna', population: null, tags: ['national-capital'] },
  { id: 'rome', name: { en: 'Rome' }, country: 'IT', region: 'Lazio', continent: 'Europe', latitude: 41.9028, longitude: 12.4964, elevationM: 21, timezone: 'Europe/Rome', population: null, tags: ['national-capital'] },
  { id: 'milan', name: { en: 'Milan' }, country: 'IT', region: 'Lombardy', continent: 'Europe', latitude: 45.4642, longitude: 9.19, elevationM: 120, timezone: 'Europe/Rome', population: null, tags: [] },
  { id: 'madrid', name: { en: 'Madrid' }, country: 'ES', region: 'Community of Madrid', continent: 'Europe', latitude: 40.4168, longitude: -3.7038, elevationM: 667, timezone: 'Europe/Madrid', population: null, tags: ['national-capital'] },
  { id: 'barcelona', name: { en: 'Barcelona' }, country: 'ES', region: 'Catalonia', continent: 'Europe', latitude: 41.3851, longitude: 2.1734, elevationM: null, timezone: 'Europe/Madrid', population: null, tags: [] },
  { id: 'lisbon', name: { en: 'Lisbon' }, country: 'PT', region: 'Lisbon', continent: 'Europe', latitude: 38.7223, longitude: -9.1393, elevationM: null, timezone: 'Europe/Lisbon', population: null, tags: ['national-capital'] },
  { id: 'athens', name: { en: 'Athens' }, country: 'GR', region: 'Attica', continent: 'Europe', latitude: 37.9838, longitude: 23.7275, elevationM: null, timezone: 'Europe/Athens', population: null, tags: ['national-capital'] },
  { id: 'istanbul', name: { en: 'Istanbul' }, country: 'TR', region: 'Istanbul Province', continent: 'Europe', latitude: 41.0082, longitude: 28.9784, elevationM: null, timezone: 'Europe/Istanbul', population: null, tags: [] },
  { id: 'sofia', name: { en: 'Sofia' }, country: 'BG', region: 'Sofia City', continent: 'Europe', latitude: 42.6977, longitude: 23.3219, elevationM: 550, timezone: 'Europe/Sofia', population: null, tags: ['national-capital'] },
  { id: 'bucharest', name: { en: 'Bucharest' }, country: 'RO', region: 'Bucharest', continent: 'Europe', latitude: 44.4268, longitude: 26.1025, elevationM: null, timezone: 'Europe/Bucharest', population: null, tags: ['national-capital'] },
  { id: 'belgrade', name: { en: 'Belgrade' }, country: 'RS', region: 'Belgrade', continent: 'Europe', latitude: 44.7866, longitude: 20.4489, elevationM: null, timezone: 'Europe/Belgrade', population: null, tags: ['national-capital'] },
  { id: 'zagreb', name: { en: 'Zagreb' }, country: 'HR', region: 'City of Zagreb', continent: 'Europe', latitude: 45.815, longitude: 15.9819, elevationM: null, timezone: 'Europe/Zagreb', population: null, tags: ['national-capital'] },
  { id: 'budapest', name: { en: 'Budapest' }, country: 'HU', region: 'Budapest', continent: 'Europe', latitude: 47.4979, longitude: 19.0402, elevationM: null, timezone: 'Europe/Budapest', population: null, tags: ['national-capital'] },
  { id: 'prague', name: { en: 'Prague' }, country: 'CZ', region: 'Prague', continent: 'Europe', latitude: 50.0755, longitude: 14.4378, elevationM: null, timezone: 'Europe/Prague', population: null, tags: ['national-capital'] },
  { id: 'warsaw', name: { en: 'Warsaw' }, country: 'PL', region: 'Masovian Voivodeship', continent: 'Europe', latitude: 52.2297, longitude: 21.0122, elevationM: null, timezone: 'Europe/Warsaw', population: null, tags: ['national-capital'] },
  { id: 'kyiv', name: { en: 'Kyiv' }, country: 'UA', region: 'Kyiv', continent: 'Europe', latitude: 50.4501, longitude: 30.5234, elevationM: null, timezone: 'Europe/Kyiv', population: null, tags: ['national-capital'] },
  { id: 'minsk', name: { en: 'Minsk' }, country: 'BY', region: 'Minsk', continent: 'Europe', latitude: 53.9006, longitude: 27.559, elevationM: null, timezone: 'Europe/Minsk', population: null, tags: ['national-capital'] },
  { id: 'vilnius', name: { en: 'Vilnius' }, country: 'LT', region: 'Vilnius County', continent: 'Europe', latitude: 54.6872, longitude: 25.2797, elevationM: null, timezone: 'Europe/Vilnius', population: null, tags: ['national-capital'] },
  { id: 'riga', name: { en: 'Riga' }, country: 'LV', region: 'Riga', continent: 'Europe', latitude: 56.9496, longitude: 24.1052, elevationM: null, timezone: 'Europe/Riga', population: null, tags: ['national-capital'] },
  { id: 'tallinn', name: { en: 'Tallinn' }, country: 'EE', region: 'Harju County', continent: 'Europe', latitude: 59.437, longitude: 24.7536, elevationM: null, timezone: 'Europe/Tallinn', population: null, tags: ['national-capital'] },
  { id: 'moscow', name: { en: 'Moscow' }, country: 'RU', region: 'Moscow', continent: 'Europe', latitude: 55.7558, longitude: 37.6173, elevationM: 156, timezone: 'Europe/Moscow', population: null, tags: ['national-capital'] },
  { id: 'saint-petersburg', name: { en: 'Saint Petersburg' }, country: 'RU', region: 'Saint Petersburg', continent: 'Europe', latitude: 59.9311, longitude: 30.3609, elevationM: null, timezone: 'Europe/Moscow', population: null, tags: [] },
  { id: 'murmansk', name: { en: 'Murmansk' }, country: 'RU', region: 'Murmansk Oblast', continent: 'Europe', latitude: 68.9585, longitude: 33.0827, elevationM: null, timezone: 'Europe/Moscow', population: null, tags: [] },
  { id: 'copenhagen', name: { en: 'Copenhagen' }, country: 'DK', region: 'Capital Region of Denmark', continent: 'Europe', latitude: 55.6761, longitude: 12.5683, elevationM: null, timezone: 'Europe/Copenhagen', population: null, tags: ['national-capital'] },
  { id: 'oslo', name: { en: 'Oslo' }, country: 'NO', region: 'Oslo', continent: 'Europe', latitude: 59.9139, longitude: 10.7522, elevationM: null, timezone: 'Europe/Oslo', population: null, tags: ['national-capital'] },
  { id: 'tromso', name: { en: 'Tromsø' }, country: 'NO', region: 'Troms', continent: 'Europe', latitude: 69.6492, longitude: 18.9553, elevationM: null, timezone: 'Europe/Oslo', population: null, tags: [] },
  { id: 'longyearbyen', name: { en: 'Longyearbyen' }, country: 'SJ', region: 'Svalbard', continent: 'Europe', latitude: 78.2232, longitude: 15.6267, elevationM: null, timezone: 'Arctic/Longyearbyen', population: null, tags: [] },
  { id: 'stockholm', name: { en: 'Stockholm' }, country: 'SE', region: 'Stockholm County', continent: 'Europe', latitude: 59.3293, longitude: 18.0686, elevationM: null, timezone: 'Europe/Stockholm', population: null, tags: ['national-capital'] },
  { id: 'helsinki', name: { en: 'Helsinki' }, country: 'FI', region: 'Uusimaa', continent: 'Europe', latitude: 60.1699, longitude: 24.9384, elevationM: null, timezone: 'Europe/Helsinki', population: null, tags: ['national-capital'] },
  { id: 'rovaniemi', name: { en: 'Rovaniemi' }, country: 'FI', region: 'Lapland', continent: 'Europe', latitude: 66.5039, longitude: 25.7294, elevationM: null, timezone: 'Europe/Helsinki', population: null, tags: [] },
  { id: 'reykjavik', name: { en: 'Reykjavík' }, country: 'IS', region: 'Capital Region', continent: 'Europe', latitude: 64.1466, longitude: -21.9426, elevationM: null, timezone: 'Atlantic/Reykjavik', population: null, tags: ['national-capital'] },

  // Africa.
  { id: 'cairo', name: { en: 'Cairo' }, country: 'EG', region: 'Cairo Governorate', continent: 'Africa', latitude: 30.0444, longitude: 31.2357, elevationM: 23, timezone: 'Africa/Cairo', population: null, tags: ['national-capital'] },
  { id: 'alexandria', name: { en: 'Alexandria' }, country: 'EG', region: 'Alexandria Governorate', continent: 'Africa', latitude: 31.2001, longitude: 29.9187, elevationM: null, timezone: 'Africa/Cairo', population: null, tags: [] },
  { id: 'khartoum', name: { en: 'Khartoum' }, country: 'SD', region: 'Khartoum State', continent: 'Africa', latitude: 15.5007, longitude: 32.5599, elevationM: 381, timezone: 'Africa/Khartoum', population: null, tags: ['national-capital'] },
  { id: 'algiers', name: { en: 'Algiers' }, country: 'DZ', region: 'Algiers Province', continent: 'Africa', latitude: 36.7538, longitude: 3.0588, elevationM: null, timezone: 'Africa/Algiers', population: null, tags: ['national-capital'] },
  { id: 'tunis', name: { en: 'Tunis' }, country: 'TN', region: 'Tunis Governorate', continent: 'Africa', latitude: 36.8065, longitude: 10.1815, elevationM: null, timezone: 'Africa/Tunis', population: null, tags: ['national-capital'] },
  { id: 'rabat', name: { en: 'Rabat' }, country: 'MA', region: 'Rabat-Salé-Kénitra', continent: 'Africa', latitude: 34.0209, longitude: -6.8416, elevationM: null, timezone: 'Africa/Casablanca', population: null, tags: ['national-capital'] },
  { id: 'casablanca', name: { en: 'Casablanca' }, country: 'MA', region: 'Casablanca-Settat', continent: 'Africa', latitude: 33.5731, longitude: -7.5898, elevationM: null, timezone: 'Africa/Casablanca', population: null, tags: [] },
  { id: 'dakar', name: { en: 'Dakar' }, country: 'SN', region: 'Dakar Region', continent: 'Africa', latitude: 14.7167, longitude: -17.4677, elevationM: null, timezone: 'Africa/Dakar', population: null, tags: ['national-capital'] },
  { id: 'bamako', name: { en: 'Bamako' }, country: 'ML', region: 'Bamako Capital District', continent: 'Africa', latitude: 12.6392, longitude: -8.0029, elevationM: null, timezone: 'Africa/Bamako', population: null, tags: ['national-capital'] },
  { id: 'ouagadougou', name: { en: 'Ouagadougou' }, country: 'BF', region: 'Centre Region', continent: 'Africa', latitude: 12.3714, longitude: -1.5197, elevationM: null, timezone: 'Africa/Ouagadougou', population: null, tags: ['national-capital'] },
  { id: 'niamey', name: { en: 'Niamey' }, country: 'NE', region: 'Niamey Capital District', continent: 'Africa', latitude: 13.5116, longitude: 2.1254, elevationM: null, timezone: 'Africa/Niamey', population: null, tags: ['national-capital'] },
  { id: 'ndjamena', name: { en: "N'Djamena" }, country: 'TD', region: "N'Djamena", continent: 'Africa', latitude: 12.1348, longitude: 15.0557, elevationM: null, timezone: 'Africa/Ndjamena', population: null, tags: ['national-capital'] },
  { id: 'accra', name: { en: 'Accra' }, country: 'GH', region: 'Greater Accra Region', continent: 'Africa', latitude: 5.6037, longitude: -0.187, elevationM: null, timezone: 'Africa/Accra', population: null, tags: ['national-capital'] },
  { id: 'yamoussoukro', name: { en: 'Yamoussoukro' }, country: 'CI', region: 'Yamoussoukro Autonomous District', continent: 'Africa', latitude: 6.8276, longitude: -5.2893, elevationM: null, timezone: 'Africa/Abidjan', population: null, tags: ['national-capital'] },
  { id: 'abidjan', name: { en: 'Abidjan' }, country: 'CI', region: 'Abidjan Autonomous District', continent: 'Africa', latitude: 5.36, longitude: -4.0083, elevationM: null, timezone: 'Africa/Abidjan', population: null, tags: [] },
  { id: 'abuja', name: { en: 'Abuja' }, country: 'NG', region: 'Federal Capital Territory', continent: 'Africa', latitude: 9.0765, longitude: 7.3986, elevationM: null, timezone: 'Africa/Lagos', population: null, tags: ['national-capital'] },
  { id: 'lagos', name: { en: 'Lagos' }, country: 'NG', region: 'Lagos State', continent: 'Africa', latitude: 6.5244, longitude: 3.3792, elevationM: null, timezone: 'Africa/Lagos', population: null, tags: [] },
  { id: 'kano', name: { en: 'Kano' }, country: 'NG', region: 'Kano State', continent: 'Africa', latitude: 12.0022, longitude: 8.592, elevationM: null, timezone: 'Africa/Lagos', population: null, tags: [] },
  { id: 'yaounde', name: { en: 'Yaoundé' }, country: 'CM', region: 'Centre Region', continent: 'Africa', latitude: 3.848, longitude: 11.5021, elevationM: 726, timezone: 'Africa/Douala', population: null, tags: ['national-capital'] },
  { id: 'kinshasa', name: { en: 'Kinshasa' }, country: 'CD', region: 'Kinshasa', continent: 'Africa', latitude: -4.4419, longitude: 15.2663, elevationM: null, timezone: 'Africa/Kinshasa', population: null, tags: ['national-capital'] },
  { id: 'luanda', name: { en: 'Luanda' }, country: 'AO', region: 'Luanda Province', continent: 'Africa', latitude: -8.839, longitude: 13.2894, elevationM: null, timezone: 'Africa/Luanda', population: null, tags: ['national-capital'] },
  { id: 'addis-ababa', name: { en: 'Addis Ababa' }, country: 'ET', region: 'Addis Ababa', continent: 'Africa', latitude: 9.0244, longitude: 38.7469, elevationM: 2355, timezone: 'Africa/Addis_Ababa', population: null, tags: ['national-capital'] },
  { id: 'mogadishu', name: { en: 'Mogadishu' }, country: 'SO', region: 'Banaadir', continent: 'Africa', latitude: 2.0469, longitude: 45.3182, elevationM: null, timezone: 'Africa/Mogadishu', population: null, tags: ['national-capital'] },
  { id: 'nairobi', name: { en: 'Nairobi' }, country: 'KE', region: 'Nairobi County', continent: 'Africa', latitude: -1.2921, longitude: 36.8219, elevationM: 1795, timezone: 'Africa/Nairobi', population: 4397073, tags: ['national-capital'] },
  { id: 'mombasa', name: { en: 'Mombasa' }, country: 'KE', region: 'Mombasa County', continent: 'Africa', latitude: -4.0435, longitude: 39.6682, elevationM: null, timezone: 'Africa/Nairobi', population: 1208333, tags: [] },
  { id: 'kampala', name: { en: 'Kampala' }, country: 'UG', region: 'Central Region', continent: 'Africa', latitude: 0.3476, longitude: 32.5825, elevationM: 1190, timezone: 'Africa/Kampala', population: null, tags: ['national-capital'] },
  { id: 'kigali', name: { en: 'Kigali' }, country: 'RW', region: 'Kigali', continent: 'Africa', latitude: -1.9441, longitude: 30.0619, elevationM: null, timezone: 'Africa/Kigali', population: null, tags: ['national-capital'] },
  { id: 'dodoma', name: { en: 'Dodoma' }, country: 'TZ', region: 'Dodoma Region', continent: 'Africa', latitude: -6.163, longitude: 35.7516, elevationM: 1120, timezone: 'Africa/Dar_es_Salaam', population: null, tags: ['national-capital'] },
  { id: 'dar-es-salaam', name: { en: 'Dar es Salaam' }, country: 'TZ', region: 'Dar es Salaam Region', continent: 'Africa', latitude: -6.7924, longitude: 39.2083, elevationM: null, timezone: 'Africa/Dar_es_Salaam', population: null, tags: [] },
  { id: 'lusaka', name: { en: 'Lusaka' }, country: 'ZM', region: 'Lusaka Province', continent: 'Africa', latitude: -15.3875, longitude: 28.3228, elevationM: 1279, timezone: 'Africa/Lusaka', population: null, tags: ['national-capital'] },
  { id: 'lilongwe', name: { en: 'Lilongwe' }, country: 'MW', region: 'Central Region', continent: 'Africa', latitude: -13.9626, longitude: 33.7741, elevationM: 1050, timezone: 'Africa/Blantyre', population: null, tags: ['national-capital'] },
  { id: 'harare', name: { en: 'Harare' }, country: 'ZW', region: 'Harare Province', continent: 'Africa', latitude: -17.8252, longitude: 31.0335, elevationM: 1490, timezone: 'Africa/Harare', population: null, tags: ['national-capital'] },
  { id: 'maputo', name: { en: 'Maputo' }, country: 'MZ', region: 'Maputo City', continent: 'Africa', latitude: -25.9692, longitude: 32.5732, elevationM: null, timezone: 'Africa/Maputo', population: null, tags: ['national-capital'] },
  { id: 'antananarivo', name: { en: 'Antananarivo' }, country: 'MG', region: 'Analamanga', continent: 'Africa', latitude: -18.8792, longitude: 47.5079, elevationM: 1280, timezone: 'Indian/Antananarivo', population: null, tags: ['national-capital'] },
  { id: 'port-louis', name: { en: 'Port Louis' }, country: 'MU', region: 'Port Louis District', continent: 'Africa', latitude: -20.1609, longitude: 57.5012, elevationM: null, timezone: 'Indian/Mauritius', population: null, tags: ['national-capital'] },
  { id: 'saint-denis-re', name: { en: 'Saint-Denis' }, country: 'RE', region: 'Réunion', continent: 'Africa', latitude: -20.8823, longitude: 55.4504, elevationM: null, timezone: 'Indian/Reunion', population: null, tags: [] },
  { id: 'pretoria', name: { en: 'Pretoria' }, country: 'ZA', region: 'Gauteng', continent: 'Africa', latitude: -25.7479, longitude: 28.2293, elevationM: 1339, timezone: 'Africa/Johannesburg', population: null, tags: ['national-capital'] },
  { id: 'johannesburg', name: { en: 'Johannesburg' }, country: 'ZA', region: 'Gauteng', continent: 'Africa', latitude: -26.2041, longitude: 28.0473, elevationM: 1753, timezone: 'Africa/Johannesburg', population: null, tags: [] },
  { id: 'bloemfontein', name: { en: 'Bloemfontein' }, country: 'ZA', region: 'Free State', continent: 'Africa', latitude: -29.0852, longitude: 26.1596, elevationM: 1395, timezone: 'Africa/Johannesburg', population: null, tags: ['national-capital'] },
  { id: 'durban', name: { en: 'Durban' }, country: 'ZA', region: 'KwaZulu-Natal', continent: 'Africa', latitude: -29.8587, longitude: 31.0218, elevationM: null, timezone: 'Africa/Johannesburg', population: null, tags: [] },
  { id: 'cape-town', name: { en: 'Cape Town' }, country: 'ZA', region: 'Western Cape', continent: 'Africa', latitude: -33.9249, longitude: 18.4241, elevationM: null, timezone: 'Africa/Johannesburg', population: null, tags: ['national-capital'] },

  // North America, Central America and the Caribbean.
  { id: 'washington', name: { en: 'Washington, D.C.' }, country: 'US', region: 'District of Columbia', continent: 'North America', latitude: 38.9072, longitude: -77.0369, elevationM: null, timezone: 'America/New_York', population: 689545, tags: ['national-capital'] },
  { id: 'new-york', name: { en: 'New York' }, country: 'US', region: 'New York', continent: 'North America', latitude: 40.7128, longitude: -74.006, elevationM: 10, timezone: 'America/New_York', population: 8804190, tags: [] },
  { id: 'jersey-city', name: { en: 'Jersey City' }, country: 'US', region: 'New Jersey', continent: 'North America', latitude: 40.7178, longitude: -74.0431, elevationM: null, timezone: 'America/New_York', population: 292449, tags: [] },
  { id: 'edison', name: { en: 'Edison' }, country: 'US', region: 'New Jersey', continent: 'North America', latitude: 40.5187, longitude: -74.4121, elevationM: null, timezone: 'America/New_York', population: 107588, tags: [] },
  { id: 'philadelphia', name: { en: 'Philadelphia' }, country: 'US', region: 'Pennsylvania', continent: 'North America', latitude: 39.9526, longitude: -75.1652, elevationM: null, timezone: 'America/New_York', population: 1603797, tags: [] },
  { id: 'boston', name: { en: 'Boston' }, country: 'US', region: 'Massachusetts', continent: 'North America', latitude: 42.3601, longitude: -71.0589, elevationM: null, timezone: 'America/New_York', population: 675647, tags: [] },
  { id: 'atlanta', name: { en: 'Atlanta' }, country: 'US', region: 'Georgia', continent: 'North America', latitude: 33.749, longitude: -84.388, elevationM: 320, timezone: 'America/New_York', population: 498715, tags: [] },
  { id: 'miami', name: { en: 'Miami' }, country: 'US', region: 'Florida', continent: 'North America', latitude: 25.7617, longitude: -80.1918, elevationM: 2, timezone: 'America/New_York', population: 442241, tags: [] },
  { id: 'detroit', name: { en: 'Detroit' }, country: 'US', region: 'Michigan', continent: 'North America', latitude: 42.3314, longitude: -83.0458, elevationM: null, timezone: 'America/Detroit', population: 639111, tags: [] },
  { id: 'chicago', name: { en: 'Chicago' }, country: 'US', region: 'Illinois', continent: 'North America', latitude: 41.8781, longitude: -87.6298, elevationM: 181, timezone: 'America/Chicago', population: 2746388, tags: [] },
  { id: 'houston', name: { en: 'Houston' }, country: 'US', region: 'Texas', continent: 'North America', latitude: 29.7604, longitude: -95.3698, elevationM: null, timezone: 'America/Chicago', population: 2304580, tags: [] },
  { id: 'dallas', name: { en: 'Dallas' }, country: 'US', region: 'Texas', continent: 'North America', latitude: 32.7767, longitude: -96.797, elevationM: null, timezone: 'America/Chicago', population: 1304379, tags: [] },
  { id: 'austin', name: { en: 'Austin' }, country: 'US', region: 'Texas', continent: 'North America', latitude: 30.2672, longitude: -97.7431, elevationM: null, timezone: 'America/Chicago', population: 961855, tags: [] },
  { id: 'denver', name: { en: 'Denver' }, country: 'US', region: 'Colorado', continent: 'North America', latitude: 39.7392, longitude: -104.9903, elevationM: 1609, timezone: 'America/Denver', population: 715522, tags: [] },
  { id: 'phoenix', name: { en: 'Phoenix' }, country: 'US', region: 'Arizona', continent: 'North America', latitude: 33.4484, longitude: -112.074, elevationM: 331, timezone: 'America/Phoenix', population: 1608139, tags: [] },
  { id: 'los-angeles', name: { en: 'Los Angeles' }, country: 'US', region: 'California', continent: 'North America', latitude: 34.0522, longitude: -118.2437, elevationM: null, timezone: 'America/Los_Angeles', population: 3898747, tags: [] },
  { id: 'san-francisco', name: { en: 'San Francisco' }, country: 'US', region: 'California', continent: 'North America', latitude: 37.7749, longitude: -122.4194, elevationM: null, timezone: 'America/Los_Angeles', population: 873965, tags: [] },
  { id: 'fremont', name: { en: 'Fremont' }, country: 'US', region: 'California', continent: 'North America', latitude: 37.5485, longitude: -121.9886, elevationM: null, timezone: 'America/Los_Angeles', population: 230504, tags: [] },
  { id: 'san-jose', name: { en: 'San Jose' }, country: 'US', region: 'California', continent: 'North America', latitude: 37.3382, longitude: -121.8863, elevationM: null, timezone: 'America/Los_Angeles', population: 1013240, tags: [] },
  { id: 'seattle', name: { en: 'Seattle' }, country: 'US', region: 'Washington', continent: 'North America', latitude: 47.6062, longitude: -122.3321, elevationM: null, timezone: 'America/Los_Angeles', population: 737015, tags: [] },
  { id: 'anchorage', name: { en: 'Anchorage' }, country: 'US', region: 'Alaska', continent: 'North America', latitude: 61.2181, longitude: -149.9003, elevationM: null, timezone: 'America/Anchorage', population: 291247, tags: [] },
  { id: 'fairbanks', name: { en: 'Fairbanks' }, country: 'US', region: 'Alaska', continent: 'North America', latitude: 64.8378, longitude: -147.7164, elevationM: 136, timezone: 'America/Anchorage', population: 32515, tags: [] },
  { id: 'utqiagvik', name: { en: 'Utqiaġvik' }, country: 'US', region: 'Alaska', continent: 'North America', latitude: 71.2906, longitude: -156.7886, elevationM: null, timezone: 'America/Anchorage', population: 4927, tags: [] },
  { id: 'ottawa', name: { en: 'Ottawa' }, country: 'CA', region: 'Ontario', continent: 'North America', latitude: 45.4215, longitude: -75.6972, elevationM: 70, timezone: 'America/Toronto', population: 1017449, tags: ['national-capital'] },
  { id: 'toronto', name: { en: 'Toronto' }, country: 'CA', region: 'Ontario', continent: 'North America', latitude: 43.6532, longitude: -79.3832, elevationM: 76, timezone: 'America/Toronto', population: 2794356, tags: [] },
  { id: 'brampton', name: { en: 'Brampton' }, country: 'CA', region: 'Ontario', continent: 'North America', latitude: 43.7315, longitude: -79.7624, elevationM: null, timezone: 'America/Toronto', population: 656480, tags: [] },
  { id: 'mississauga', name: { en: 'Mississauga' }, country: 'CA', region: 'Ontario', continent: 'North America', latitude: 43.589, longitude: -79.6441, elevationM: null, timezone: 'America/Toronto', population: 717961, tags: [] },
  { id: 'montreal', name: { en: 'Montreal' }, country: 'CA', region: 'Quebec', continent: 'North America', latitude: 45.5017, longitude: -73.5673, elevationM: null, timezone: 'America/Toronto', population: 1762949, tags: [] },
  { id: 'winnipeg', name: { en: 'Winnipeg' }, country: 'CA', region: 'Manitoba', continent: 'North America', latitude: 49.8951, longitude: -97.1384, elevationM: null, timezone: 'America/Winnipeg', population: 749607, tags: [] },
  { id: 'calgary', name: { en: 'Calgary' }, country: 'CA', region: 'Alberta', continent: 'North America', latitude: 51.0447, longitude: -114.0719, elevationM: 1045, timezone: 'America/Edmonton', population: 1306784, tags: [] },
  { id: 'edmonton', name: { en: 'Edmonton' }, country: 'CA', region: 'Alberta', continent: 'North America', latitude: 53.5461, longitude: -113.4938, elevationM: null, timezone: 'America/Edmonton', population: 1010899, tags: [] },
  { id: 'vancouver', name: { en: 'Vancouver' }, country: 'CA', region: 'British Columbia', continent: 'North America', latitude: 49.2827, longitude: -123.1207, elevationM: null, timezone: 'America/Vancouver', population: 662248, tags: [] },
  { id: 'surrey', name: { en: 'Surrey' }, country: 'CA', region: 'British Columbia', continent: 'North America', latitude: 49.1913, longitude: -122.849, elevationM: null, timezone: 'America/Vancouver', population: 568322, tags: [] },
  { id: 'yellowknife', name: { en: 'Yellowknife' }, country: 'CA', region: 'Northwest Territories', continent: 'North America', latitude: 62.454, longitude: -114.3718, elevationM: null, timezone: 'America/Edmonton', population: 20340, tags: [] },
  { id: 'nuuk', name: { en: 'Nuuk' }, country: 'GL', region: 'Sermersooq', continent: 'North America', latitude: 64.1814, longitude: -51.6941, elevationM: null, timezone: 'America/Nuuk', population: null, tags: [] },
  { id: 'mexico-city', name: { en: 'Mexico City' }, country: 'MX', region: 'Mexico City', continent: 'North America', latitude: 19.4326, longitude: -99.1332, elevationM: 2240, timezone: 'America/Mexico_City', population: 9209944, tags: ['national-capital'] },
  { id: 'guadalajara', name: { en: 'Guadalajara' }, country: 'MX', region: 'Jalisco', continent: 'North America', latitude: 20.6597, longitude: -103.3496, elevationM: 1566, timezone: 'America/Mexico_City', population: 1385629, tags: [] },
  { id: 'monterrey', name: { en: 'Monterrey' }, country: 'MX', region: 'Nuevo León', continent: 'North America', latitude: 25.6866, longitude: -100.3161, elevationM: null, timezone: 'America/Monterrey', population: 1142994, tags: [] },
  { id: 'guatemala-city', name: { en: 'Guatemala City' }, country: 'GT', region: 'Guatemala Department', continent: 'North America', latitude: 14.6349, longitude: -90.5069, elevationM: 1500, timezone: 'America/Guatemala', population: null, tags: ['national-capital'] },
  { id: 'panama-city', name: { en: 'Panama City' }, country: 'PA', region: 'Panamá Province', continent: 'North America', latitude: 8.9824, longitude: -79.5199, elevationM: null, timezone: 'America/Panama', population: null, tags: ['national-capital'] },
  { id: 'havana', name: { en: 'Havana' }, country: 'CU', region: 'Havana', continent: 'North America', latitude: 23.1136, longitude: -82.3666, elevationM: null, timezone: 'America/Havana', population: null, tags: ['national-capital'] },
  { id: 'kingston', name: { en: 'Kingston' }, country: 'JM', region: 'Kingston Parish', continent: 'North America', latitude: 17.9714, longitude: -76.792, elevationM: null, timezone: 'America/Jamaica', population: null, tags: ['national-capital'] },
  { id: 'port-of-spain', name: { en: 'Port of Spain' }, country: 'TT', region: 'Port of Spain', continent: 'North America', latitude: 10.6549, longitude: -61.5019, elevationM: null, timezone: 'America/Port_of_Spain', population: null, tags: ['national-capital'] },

  // South America.
  { id: 'brasilia', name: { en: 'Brasília' }, country: 'BR', region: 'Federal District', continent: 'South America', latitude: -15.7939, longitude: -47.8828, elevationM: 1172, timezone: 'America/Sao_Paulo', population: 2817381, tags: ['national-capital'] },
  { id: 'sao-paulo', name: { en: 'São Paulo' }, country: 'BR', region: 'São Paulo', continent: 'South America', latitude: -23.5505, longitude: -46.6333, elevationM: 760, timezone: 'America/Sao_Paulo', population: 11451245, tags: [] },
  { id: 'rio-de-janeiro', name: { en: 'Rio de Janeiro' }, country: 'BR', region: 'Rio de Janeiro', continent: 'South America', latitude: -22.9068, longitude: -43.1729, elevationM: null, timezone: 'America/Sao_Paulo', population: 6211423, tags: [] },
  { id: 'belo-horizonte', name: { en: 'Belo Horizonte' }, country: 'BR', region: 'Minas Gerais', continent: 'South America', latitude: -19.9167, longitude: -43.9345, elevationM: null, timezone: 'America/Sao_Paulo', population: 2315560, tags: [] },
  { id: 'manaus', name: { en: 'Manaus' }, country: 'BR', region: 'Amazonas', continent: 'South America', latitude: -3.119, longitude: -60.0217, elevationM: null, timezone: 'America/Manaus', population: 2063547, tags: [] },
  { id: 'buenos-aires', name: { en: 'Buenos Aires' }, country: 'AR', region: 'Buenos Aires', continent: 'South America', latitude: -34.6037, longitude: -58.3816, elevationM: 25, timezone: 'America/Argentina/Buenos_Aires', population: 3121707, tags: ['national-capital'] },
  { id: 'cordoba', name: { en: 'Córdoba' }, country: 'AR', region: 'Córdoba', continent: 'South America', latitude: -31.4201, longitude: -64.1888, elevationM: null, timezone: 'America/Argentina/Cordoba', population: null, tags: [] },
  { id: 'ushuaia', name: { en: 'Ushuaia' }, country: 'AR', region: 'Tierra del Fuego', continent: 'South America', latitude: -54.8019, longitude: -68.303, elevationM: null, timezone: 'America/Argentina/Ushuaia', population: null, tags: [] },
  { id: 'santiago', name: { en: 'Santiago' }, country: 'CL', region: 'Santiago Metropolitan Region', continent: 'South America', latitude: -33.4489, longitude: -70.6693, elevationM: 570, timezone: 'America/Santiago', population: null, tags: ['national-capital'] },
  { id: 'punta-arenas', name: { en: 'Punta Arenas' }, country: 'CL', region: 'Magallanes', continent: 'South America', latitude: -53.1638, longitude: -70.9171, elevationM: null, timezone: 'America/Punta_Arenas', population: null, tags: [] },
  { id: 'lima', name: { en: 'Lima' }, country: 'PE', region: 'Lima', continent: 'South America', latitude: -12.0464, longitude: -77.0428, elevationM: null, timezone: 'America/Lima', population: null, tags: ['national-capital'] },
  { id: 'bogota', name: { en: 'Bogotá' }, country: 'CO', region: 'Bogotá Capital District', continent: 'South America', latitude: 4.711, longitude: -74.0721, elevationM: 2640, timezone: 'America/Bogota', population: null, tags: ['national-capital'] },
  { id: 'quito', name: { en: 'Quito' }, country: 'EC', region: 'Pichincha', continent: 'South America', latitude: -0.1807, longitude: -78.4678, elevationM: 2850, timezone: 'America/Guayaquil', population: null, tags: ['national-capital'] },
  { id: 'caracas', name: { en: 'Caracas' }, country: 'VE', region: 'Capital District', continent: 'South America', latitude: 10.4806, longitude: -66.9036, elevationM: 900, timezone: 'America/Caracas', population: null, tags: ['national-capital'] },
  { id: 'la-paz', name: { en: 'La Paz' }, country: 'BO', region: 'La Paz Department', continent: 'South America', latitude: -16.4897, longitude: -68.1193, elevationM: 3640, timezone: 'America/La_Paz', population: null, tags: ['national-capital'] },
  { id: 'asuncion', name: { en: 'Asunción' }, country: 'PY', region: 'Asunción', continent: 'South America', latitude: -25.2637, longitude: -57.5759, elevationM: null, timezone: 'America/Asuncion', population: null, tags: ['national-capital'] },
  { id: 'montevideo', name: { en: 'Montevideo' }, country: 'UY', region: 'Montevideo', continent: 'South America', latitude: -34.9011, longitude: -56.1645, elevationM: null, timezone: 'America/Montevideo', population: null, tags: ['national-capital'] },
  { id: 'georgetown', name: { en: 'Georgetown' }, country: 'GY', region: 'Demerara-Mahaica', continent: 'South America', latitude: 6.8013, longitude: -58.1551, elevationM: null, timezone: 'America/Guyana', population: null, tags: ['national-capital'] },
  { id: 'paramaribo', name: { en: 'Paramaribo' }, country: 'SR', region: 'Paramaribo', continent: 'South America', latitude: 5.852, longitude: -55.2038, elevationM: null, timezone: 'America/Paramaribo', population: null, tags: ['national-capital'] },

  // Oceania.
  { id: 'canberra', name: { en: 'Canberra' }, country: 'AU', region: 'Australian Capital Territory', continent: 'Oceania', latitude: -35.2809, longitude: 149.13, elevationM: 578, timezone: 'Australia/Sydney', population: null, tags: ['national-capital'] },
  { id: 'sydney', name: { en: 'Sydney' }, country: 'AU', region: 'New South Wales', continent: 'Oceania', latitude: -33.8688, longitude: 151.2093, elevationM: null, timezone: 'Australia/Sydney', population: null, tags: [] },
  { id: 'melbourne', name: { en: 'Melbourne' }, country: 'AU', region: 'Victoria', continent: 'Oceania', latitude: -37.8136, longitude: 144.9631, elevationM: null, timezone: 'Australia/Melbourne', population: null, tags: [] },
  { id: 'brisbane', name: { en: 'Brisbane' }, country: 'AU', region: 'Queensland', continent: 'Oceania', latitude: -27.4698, longitude: 153.0251, elevationM: null, timezone: 'Australia/Brisbane', population: null, tags: [] },
  { id: 'perth', name: { en: 'Perth' }, country: 'AU', region: 'Western Australia', continent: 'Oceania', latitude: -31.9505, longitude: 115.8605, elevationM: null, timezone: 'Australia/Perth', population: null, tags: [] },
  { id: 'adelaide', name: { en: 'Adelaide' }, country: 'AU', region: 'South Australia', continent: 'Oceania', latitude: -34.9285, longitude: 138.6007, elevationM: null, timezone: 'Australia/Adelaide', population: null, tags: [] },
  { id: 'darwin', name: { en: 'Darwin' }, country: 'AU', region: 'Northern Territory', continent: 'Oceania', latitude: -12.4634, longitude: 130.8456, elevationM: null, timezone: 'Australia/Darwin', population: null, tags: [] },
  { id: 'hobart', name: { en: 'Hobart' }, country: 'AU', region: 'Tasmania', continent: 'Oceania', latitude: -42.8821, longitude: 147.3272, elevationM: null, timezone: 'Australia/Hobart', population: null, tags: [] },
  { id: 'wellington', name: { en: 'Wellington' }, country: 'NZ', region: 'Wellington', continent: 'Oceania', latitude: -41.2865, longitude: 174.7762, elevationM: null, timezone: 'Pacific/Auckland', population: null, tags: ['national-capital'] },
  { id: 'auckland', name: { en: 'Auckland' }, country: 'NZ', region: 'Auckland', continent: 'Oceania', latitude: -36.8485, longitude: 174.7633, elevationM: null, timezone: 'Pacific/Auckland', population: null, tags: [] },
  { id: 'suva', name: { en: 'Suva' }, country: 'FJ', region: 'Central Division', continent: 'Oceania', latitude: -18.1248, longitude: 178.4501, elevationM: null, timezone: 'Pacific/Fiji', population: null, tags: ['national-capital'] },
  { id: 'port-moresby', name: { en: 'Port Moresby' }, country: 'PG', region: 'National Capital District', continent: 'Oceania', latitude: -9.4438, longitude: 147.1803, elevationM: null, timezone: 'Pacific/Port_Moresby', population: null, tags: ['national-capital'] },
  { id: 'honolulu', name: { en: 'Honolulu' }, country: 'US', region: 'Hawaii', continent: 'Oceania', latitude: 21.3069, longitude: -157.8583, elevationM: null, timezone: 'Pacific/Honolulu', population: 350964, tags: [] },

  // Antarctica.
  { id: 'mcmurdo-station', name: { en: 'McMurdo Station' }, country: 'AQ', region: 'Ross Island', continent: 'Antarctica', latitude: -77.8419, longitude: 166.6863, elevationM: null, timezone: 'Antarctica/McMurdo', population: null, tags: [] },
] as const satisfies readonly CityRecord[];

export type CityId = (typeof CITY_RECORDS)[number]['id'];

export interface City extends CityFields {
  readonly id: CityId;
}

/** Every catalogued city: India first (census order, then capitals, then tirthas), then the world by region. */
export const CITIES: readonly City[] = CITY_RECORDS;

/**
 * Former or common alternative slugs that resolve to a catalogued city in `cityById`. Ids never change; when a
 * city is renamed its new name is added here, never the other way round.
 */
export const CITY_ID_ALIASES: Readonly<Record<string, CityId>> = {
  allahabad: 'prayagraj',
  aurangabad: 'chhatrapati-sambhajinagar',
  bangalore: 'bengaluru',
  baroda: 'vadodara',
  belgaum: 'belagavi',
  benares: 'varanasi',
  bombay: 'mumbai',
  calcutta: 'kolkata',
  calicut: 'kozhikode',
  chittagong: 'chattogram',
  cochin: 'kochi',
  faizabad: 'ayodhya',
  gulbarga: 'kalaburagi',
  gurgaon: 'gurugram',
  hubli: 'hubballi-dharwad',
  kashi: 'varanasi',
  kiev: 'kyiv',
  madras: 'chennai',
  mangalore: 'mangaluru',
  mysore: 'mysuru',
  pondicherry: 'puducherry',
  poona: 'pune',
  'port-blair': 'sri-vijaya-puram',
  rangoon: 'yangon',
  saigon: 'ho-chi-minh-city',
  simla: 'shimla',
  trichy: 'tiruchirappalli',
  trivandrum: 'thiruvananthapuram',
  vizag: 'visakhapatnam',
  'washington-dc': 'washington',
};

/**
 * Cities precomputed on the first start, before the nightly run has filled the whole catalogue: the six Indian
 * metros (New Delhi for Delhi), three more of the ten largest cities of the Census 2011 (Ahmedabad, Pune,
 * Jaipur), the two classical panchanga reference cities (Varanasi of the Kashi almanacs; Ujjain, on the prime
 * meridian of the Surya Siddhanta), and the two largest diaspora cities, one each side of the Atlantic.
 */
export const DEFAULT_CITY_IDS = [
  'new-delhi',
  'mumbai',
  'kolkata',
  'chennai',
  'bengaluru',
  'hyderabad',
  'ahmedabad',
  'pune',
  'jaipur',
  'varanasi',
  'ujjain',
  'london',
  'new-york',
] as const satisfies readonly CityId[];

const CITY_BY_SLUG: ReadonlyMap<string, City> = (() => {
  const bySlug = new Map<string, City>();
  for (const city of CITIES) bySlug.set(city.id, city);
  for (const [alias, id] of Object.entries(CITY_ID_ALIASES)) {
    const city = bySlug.get(id);
    if (city !== undefined && !bySlug.has(alias)) bySlug.set(alias, city);
  }
  return bySlug;
})();

/**
 * The city with this id, or with this former name listed in `CITY_ID_ALIASES` ('bangalore' → Bengaluru).
 * @param id slug as sent by a client; matched exactly (lowercase).
 * @returns the city (its `id` is the canonical one), or undefined when nothing matches.
 */
export function cityById(id: string): City | undefined {
  return CITY_BY_SLUG.get(id);
}

/**
 * Every way `findCity` reads a city, by `spellingKey`: ids and former names first, then its names in every
 * language it has (English first); a spelling two cities share is the first's in catalogue order (India first), so the other is named by id.
 */
const CITY_BY_SPELLING: ReadonlyMap<string, City> = (() => {
  const bySpelling = new Map<string, City>();
  const add = (spelling: string, city: City) => {
    const key = spellingKey(spelling);
    if (key !== '' && !bySpelling.has(key)) bySpelling.set(key, city);
  };
  for (const [slug, city] of CITY_BY_SLUG) add(slug, city);
  for (const city of CITIES) {
    for (const spelling of Object.values(city.name)) add(spelling, city);
  }
  return bySpelling;
})();

/**
 * The city a client named: by id or former name as `cityById` reads them, else by any spelling of its id, a
 * former name or its name whose `spellingKey` matches (`New Delhi`, `NEW_DELHI`, `Tromsø`, `Bombay`, `नई दिल्ली`,
 * `சென்னை`).
 * @returns the city (its `id` is the canonical one), or undefined when nothing matches.
 */
export function findCity(spelling: string): City | undefined {
  return CITY_BY_SLUG.get(spelling) ?? CITY_BY_SPELLING.get(spellingKey(spelling));
}

/** True when `id` is the canonical id of a catalogued city (aliases are not ids). */
export function isCityId(id: string): id is CityId {
  return CITY_BY_SLUG.get(id)?.id === id;
}

/** Default matching tolerance of `findCityByCoordinates`: 0.01° is about 1.1 km of latitude. */
export const DEFAULT_COORDINATE_TOLERANCE_DEG = 0.01;

/** Allowance for binary rounding, so that a point exactly `tolerance` away (28.6139 + 0.01) still matches. */
const ROUNDING_ALLOWANCE_DEG = 1e-9;

/** Side of one cell of the coordinate index; a lookup at the default tolerance reads at most four cells. */
const GRID_CELL_DEG = 0.1;
const GRID_LON_CELLS = Math.round(360 / GRID_CELL_DEG);

function latitudeCell(latitude: number): number {
  return Math.floor(latitude / GRID_CELL_DEG);
}

/** Longitude cell of an unwrapped longitude; reduced modulo GRID_LON_CELLS by `cellKey`. */
function longitudeCell(longitude: number): number {
  return Math.floor((longitude + 180) / GRID_CELL_DEG);
}

function cellKey(latCell: number, lonCell: number): number {
  const wrapped = ((lonCell % GRID_LON_CELLS) + GRID_LON_CELLS) % GRID_LON_CELLS;
  return latCell * GRID_LON_CELLS + wrapped;
}

const CITY_GRID: ReadonlyMap<number, readonly City[]> = (() => {
  const grid = new Map<number, City[]>();
  for (const city of CITIES) {
    const key = cellKey(latitudeCell(city.latitude), longitudeCell(city.longitude));
    const cell = grid.get(key);
    if (cell === undefined) grid.set(key, [city]);
    else cell.push(city);
  }
  return grid;
})();

/** Difference of two longitudes reduced to −180…180, in degrees. */
function longitudeDifference(a: number, b: number): number {
  return ((((a - b) % 360) + 540) % 360) - 180;
}

/**
 * The catalogued city nearest to a point, if one lies within the tolerance on both axes.
 *
 * A city matches when |Δlatitude| ≤ tolerance and |Δlongitude| ≤ tolerance (longitude difference taken across
 * the antimeridian), which is what a client gets by rounding each coordinate on its own; among matches the
 * nearest by equirectangular distance wins. Reads a 0.1° grid built once at load, so the default lookup touches
 * at most four cells; tolerances wider than the grid fall back to a scan of the catalogue.
 *
 * @param latitude decimal degrees, north positive, −90…90.
 * @param longitude decimal degrees, east positive; any value, reduced modulo 360.
 * @param toleranceDeg half-width of the match box in degrees, ≥ 0; default 0.01.
 * @returns the nearest matching city, or undefined when none matches (or an argument is not a finite number).
 */
export function findCityByCoordinates(
  latitude: number,
  longitude: number,
  toleranceDeg: number = DEFAULT_COORDINATE_TOLERANCE_DEG,
): City | undefined {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || !(toleranceDeg >= 0)) return undefined;
  if (!Number.isFinite(toleranceDeg)) return nearestWithin(CITIES, latitude, longitude, toleranceDeg);

  const reach = toleranceDeg + ROUNDING_ALLOWANCE_DEG;
  const wrappedLongitude = longitudeDifference(longitude, 0);
  const latFrom = latitudeCell(latitude - reach);
  const latTo = latitudeCell(latitude + reach);
  const lonFrom = longitudeCell(wrappedLongitude - reach);
  const lonTo = longitudeCell(wrappedLongitude + reach);
  const cellCount = (latTo - latFrom + 1) * Math.min(lonTo - lonFrom + 1, GRID_LON_CELLS);
  if (cellCount > CITIES.length) return nearestWithin(CITIES, latitude, longitude, toleranceDeg);

  const candidates: City[] = [];
  for (let latCell = latFrom; latCell <= latTo; latCell++) {
    for (let lonCell = lonFrom; lonCell <= lonTo && lonCell < lonFrom + GRID_LON_CELLS; lonCell++) {
      const cell = CITY_GRID.get(cellKey(latCell, lonCell));
      if (cell !== undefined) candidates.push(...cell);
    }
  }
  return nearestWithin(candidates, latitude, longitude, toleranceDeg);
}

function nearestWithin(
  cities: readonly City[],
  latitude: number,
  longitude: number,
  toleranceDeg: number,
): City | undefined {
  const reach = toleranceDeg + ROUNDING_ALLOWANCE_DEG;
  const cosLatitude = Math.cos((latitude * Math.PI) / 180);
  let best: City | undefined;
  let bestDistance = Infinity;
  for (const city of cities) {
    const dLat = Math.abs(city.latitude - latitude);
    const dLon = Math.abs(longitudeDifference(city.longitude, longitude));
    if (dLat > reach || dLon > reach) continue;
    const distance = dLat * dLat + (dLon * cosLatitude) ** 2;
    if (distance < bestDistance) {
      best = city;
      bestDistance = distance;
    }
  }
  return best;
}
