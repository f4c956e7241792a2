/**
 * Anandadi yogas: 28 yogas formed by the weekday and the Moon's star in the 28-star list (Abhijit inserted
 * after Uttara Ashadha). Count the Moon's star from the weekday's starting star; the 0-based count is the
 * yoga (0 = Ananda … 27 = Vardhamana). The yoga changes when the Moon's star changes.
 *
 * Sources (see /work/shared/reference/jyotish-definitions.md, "Anandadi yoga"):
 * - Order of the 28 names: PyJHora `const.anandhaadhi_yoga_names`.
 * - Starting stars: Sunday Ashwini, Monday Mrigashira, Tuesday Ashlesha, Wednesday Hasta, Thursday Anuradha,
 *   Friday Uttara Ashadha, Saturday Shatabhisha, every 4th star of the 28
 *   (https://astroarvind.blogspot.com/2017/03). PyJHora's `anandhaadhi_yoga_day_star_list` starts Tuesday
 *   from Pushya instead of Ashlesha and never emits the Abhijit slot; this table follows the standard rule,
 *   which the birthastro.com Delhi 2021-12-08 page confirms (Wednesday, Shravana → Chhatra, then Mitra).
 * - Results (`description`) and auspiciousness: the anandadi phala verse of Muhurta Chintamani ch. 1 as
 *   printed in almanacs (Ananda gives success, Kaladanda death, …): the name's meaning, then its result, written
 *   in each language in the service's own words.
 * - The spec's "10 anandadi yoga types" does not match any source read; the 28 of the tradition are used.
 * - Names in the seven other languages: the Sanskrit names in each script; Tamil with the neuter ending its
 *   almanacs give them (Anandam, Kaladandam … Vardhamanam).
 */
import type { WeekdayIndex } from './grahas.ts';
import type { StarId } from './nakshatras.ts';
import type { Names } from './text.ts';

interface AnandadiRecord extends Names {
  /** 1-based: 1 = Ananda … 28 = Vardhamana (the 0-based count from the starting star, plus one). */
  readonly number: number;
  readonly isAuspicious: boolean;
  readonly description: Names;
}

export const ANANDADI_YOGAS = [
  { number: 1, en: 'Ananda', hi: 'आनंद', ta: 'ஆனந்தம்', te: 'ఆనంద', kn: 'ಆನಂದ', ml: 'ആനന്ദ', mr: 'आनंद', bn: 'আনন্দ', gu: 'આનંદ', isAuspicious: true, description: { en: 'Joy: undertakings succeed.',
    hi: 'आनंद: कार्य सफल होते हैं।',
    ta: 'மகிழ்ச்சி: செயல்கள் வெற்றி பெறும்.', te: 'ఆనందం: పనులు సఫలమవుతాయి.',
    kn: 'ಆನಂದ: ಕಾರ್ಯಗಳು ಯಶಸ್ವಿಯಾಗುತ್ತವೆ.', ml: 'ആനന്ദം: കാര്യങ്ങൾ വിജയിക്കും.',
    mr: 'आनंद: कार्ये यशस्वी होतात.', bn: 'আনন্দ: কাজ সফল হয়।', gu: 'આનંદ: કાર્યો સફળ થાય છે.' } },
  { number: 2, en: 'Kaladanda', hi: 'कालदंड', ta: 'காலதண்டம்', te: 'కాలదండ', kn: 'ಕಾಲದಂಡ', ml: 'കാലദണ്ഡ', mr: 'कालदंड', bn: 'কালদণ্ড', gu: 'કાલદંડ', isAuspicious: false, description: { en: 'Rod of death: danger to life; avoid beginnings.',
    hi: 'मृत्यु का दंड: प्राणों को संकट; नए कार्य आरंभ न करें।',
    ta: 'எமதண்டம்: உயிருக்கு ஆபத்து; புதிய செயல்களைத் தொடங்க வேண்டாம்.', te: 'మృత్యుదండం: ప్రాణాపాయం; కొత్త పనులు ప్రారంభించవద్దు.',
    kn: 'ಮೃತ್ಯುದಂಡ: ಪ್ರಾಣಾಪಾಯ; ಹೊಸ ಕಾರ್ಯಗಳನ್ನು ಆರಂಭಿಸಬೇಡಿ.', ml: 'മൃത്യുദണ്ഡം: ജീവന് അപകടം; പുതിയ കാര്യങ്ങൾ തുടങ്ങരുത്.',
    mr: 'मृत्यूचा दंड: प्राणांना धोका; नवी कार्ये सुरू करू नयेत.', bn: 'মৃত্যুদণ্ড: প্রাণের সংকট; নতুন কাজ শুরু করবেন না।', gu: 'મૃત્યુનો દંડ: પ્રાણનું જોખમ; નવાં કાર્યો શરૂ ન કરવાં.' } },
  { number: 3, en: 'Dhumra', hi: 'धूम्र', ta: 'தூம்ரம்', te: 'ధూమ్ర', kn: 'ಧೂಮ್ರ', ml: 'ധൂമ്ര', mr: 'धूम्र', bn: 'ধূম্র', gu: 'ધૂમ્ર', isAuspicious: false, description: { en: 'Smoke: unhappiness and confusion.',
    hi: 'धुआँ: दुःख और भ्रम।',
    ta: 'புகை: துன்பமும் குழப்பமும்.', te: 'పొగ: దుఃఖం, గందరగోళం.',
    kn: 'ಹೊಗೆ: ದುಃಖ ಮತ್ತು ಗೊಂದಲ.', ml: 'പുക: ദുഃഖവും ആശയക്കുഴപ്പവും.',
    mr: 'धूर: दुःख आणि गोंधळ.', bn: 'ধোঁয়া: দুঃখ ও বিভ্রান্তি।', gu: 'ધુમાડો: દુઃખ અને મૂંઝવણ.' } },
  { number: 4, en: 'Prajapati', hi: 'प्रजापति', ta: 'பிரஜாபதி', te: 'ప్రజాపతి', kn: 'ಪ್ರಜಾಪತಿ', ml: 'പ്രജാപതി', mr: 'प्रजापति', bn: 'প্রজাপতি', gu: 'પ્રજાપતિ', isAuspicious: true, description: { en: 'Creator: good fortune and prosperity.',
    hi: 'सृष्टिकर्ता: सौभाग्य और समृद्धि।',
    ta: 'படைப்பவர்: நற்பேறும் செழிப்பும்.', te: 'సృష్టికర్త: సౌభాగ్యం, సమృద్ధి.',
    kn: 'ಸೃಷ್ಟಿಕರ್ತ: ಸೌಭಾಗ್ಯ ಮತ್ತು ಸಮೃದ್ಧಿ.', ml: 'സ്രഷ്ടാവ്: സൗഭാഗ്യവും സമൃദ്ധിയും.',
    mr: 'सृष्टिकर्ता: सौभाग्य आणि समृद्धी.', bn: 'সৃষ্টিকর্তা: সৌভাগ্য ও সমৃদ্ধি।', gu: 'સૃષ્ટિકર્તા: સૌભાગ્ય અને સમૃદ્ધિ.' } },
  { number: 5, en: 'Saumya', hi: 'सौम्य', ta: 'சௌம்யம்', te: 'సౌమ్య', kn: 'ಸೌಮ್ಯ', ml: 'സൗമ്യ', mr: 'सौम्य', bn: 'সৌম্য', gu: 'સૌમ્ય', isAuspicious: true, description: { en: 'Gentle: much happiness.',
    hi: 'सौम्य: अत्यधिक सुख।',
    ta: 'மென்மை: மிகுந்த மகிழ்ச்சி.', te: 'సౌమ్యం: అధిక సుఖం.',
    kn: 'ಸೌಮ್ಯ: ಅಪಾರ ಸುಖ.', ml: 'സൗമ്യം: ഏറെ സുഖം.',
    mr: 'सौम्य: अपार सुख.', bn: 'সৌম্য: প্রচুর সুখ।', gu: 'સૌમ્ય: અપાર સુખ.' } },
  { number: 6, en: 'Dhwanksha', hi: 'ध्वांक्ष', ta: 'துவாங்க்ஷம்', te: 'ధ్వాంక్ష', kn: 'ಧ್ವಾಂಕ್ಷ', ml: 'ധ്വാങ്ക്ഷ', mr: 'ध्वांक्ष', bn: 'ধ্বাঙ্ক্ষ', gu: 'ધ્વાંક્ષ', isAuspicious: false, description: { en: 'Crow: loss of wealth.',
    hi: 'कौआ: धन हानि।',
    ta: 'காகம்: பொருள் இழப்பு.', te: 'కాకి: ధన నష్టం.',
    kn: 'ಕಾಗೆ: ಧನ ನಷ್ಟ.', ml: 'കാക്ക: ധനനഷ്ടം.',
    mr: 'कावळा: धनहानी.', bn: 'কাক: ধনহানি।', gu: 'કાગડો: ધનહાનિ.' } },
  { number: 7, en: 'Dhwaja', hi: 'ध्वज', ta: 'துவஜம்', te: 'ధ్వజ', kn: 'ಧ್ವಜ', ml: 'ധ്വജ', mr: 'ध्वज', bn: 'ধ্বজ', gu: 'ધ્વજ', isAuspicious: true, description: { en: 'Banner: good fortune and renown.',
    hi: 'पताका: सौभाग्य और यश।',
    ta: 'கொடி: நற்பேறும் புகழும்.', te: 'పతాకం: సౌభాగ్యం, కీర్తి.',
    kn: 'ಪತಾಕೆ: ಸೌಭಾಗ್ಯ ಮತ್ತು ಕೀರ್ತಿ.', ml: 'കൊടി: സൗഭാഗ്യവും കീർത്തിയും.',
    mr: 'पताका: सौभाग्य आणि कीर्ती.', bn: 'পতাকা: সৌভাগ্য ও যশ।', gu: 'ધજા: સૌભાગ્ય અને યશ.' } },
  { number: 8, en: 'Shrivatsa', hi: 'श्रीवत्स', ta: 'ஸ்ரீவத்சம்', te: 'శ్రీవత్స', kn: 'ಶ್ರೀವತ್ಸ', ml: 'ശ്രീവത്സ', mr: 'श्रीवत्स', bn: 'শ্রীবৎস', gu: 'શ્રીવત્સ', isAuspicious: true, description: { en: 'Mark of Lakshmi: comfort and wealth.',
    hi: 'लक्ष्मी का चिह्न: सुख और धन।',
    ta: 'லட்சுமியின் அடையாளம்: சுகமும் செல்வமும்.', te: 'లక్ష్మీ చిహ్నం: సుఖం, ధనం.',
    kn: 'ಲಕ್ಷ್ಮಿಯ ಚಿಹ್ನೆ: ಸುಖ ಮತ್ತು ಸಂಪತ್ತು.', ml: 'ലക്ഷ്മിയുടെ അടയാളം: സുഖവും ധനവും.',
    mr: 'लक्ष्मीचे चिन्ह: सुख आणि धन.', bn: 'লক্ষ্মীর চিহ্ন: সুখ ও ধন।', gu: 'લક્ષ્મીનું ચિહ્ન: સુખ અને ધન.' } },
  { number: 9, en: 'Vajra', hi: 'वज्र', ta: 'வஜ்ரம்', te: 'వజ్ర', kn: 'ವಜ್ರ', ml: 'വജ്ര', mr: 'वज्र', bn: 'বজ্র', gu: 'વજ્ર', isAuspicious: false, description: { en: 'Thunderbolt: loss and destruction.',
    hi: 'वज्र: हानि और विनाश।',
    ta: 'இடி: இழப்பும் அழிவும்.', te: 'వజ్రాయుధం: నష్టం, వినాశం.',
    kn: 'ವಜ್ರಾಯುಧ: ನಷ್ಟ ಮತ್ತು ವಿನಾಶ.', ml: 'വജ്രായുധം: നഷ്ടവും നാശവും.',
    mr: 'वज्र: हानी आणि विनाश.', bn: 'বজ্র: ক্ষতি ও বিনাশ।', gu: 'વજ્ર: હાનિ અને વિનાશ.' } },
  { number: 10, en: 'Mudgara', hi: 'मुद्गर', ta: 'முத்கரம்', te: 'ముద్గర', kn: 'ಮುದ್ಗರ', ml: 'മുദ്ഗര', mr: 'मुद्गर', bn: 'মুদ্গর', gu: 'મુદ્ગર', isAuspicious: false, description: { en: 'Hammer: loss of prosperity.',
    hi: 'मुद्गर (हथौड़ा): समृद्धि की हानि।',
    ta: 'சம்மட்டி: செழிப்பு குறையும்.', te: 'సుత్తి: సంపద నష్టం.',
    kn: 'ಸುತ್ತಿಗೆ: ಸಮೃದ್ಧಿಯ ನಷ್ಟ.', ml: 'ചുറ്റിക: സമൃദ്ധിക്ക് നഷ്ടം.',
    mr: 'मुद्गर (हातोडा): समृद्धीची हानी.', bn: 'মুগুর: সমৃদ্ধির হানি।', gu: 'હથોડો: સમૃદ્ધિની હાનિ.' } },
  { number: 11, en: 'Chhatra', hi: 'छत्र', ta: 'சத்ரம்', te: 'ఛత్ర', kn: 'ಛತ್ರ', ml: 'ഛത്ര', mr: 'छत्र', bn: 'ছত্র', gu: 'છત્ર', isAuspicious: true, description: { en: 'Royal umbrella: honour from those in authority.',
    hi: 'राजछत्र: अधिकारियों से सम्मान।',
    ta: 'அரசக் குடை: அதிகாரத்தில் உள்ளோரால் மரியாதை.', te: 'రాజఛత్రం: అధికారుల నుండి గౌరవం.',
    kn: 'ರಾಜಛತ್ರ: ಅಧಿಕಾರದಲ್ಲಿರುವವರಿಂದ ಗೌರವ.', ml: 'രാജഛത്രം: അധികാരികളിൽ നിന്ന് ബഹുമാനം.',
    mr: 'राजछत्र: अधिकाऱ्यांकडून सन्मान.', bn: 'রাজছত্র: ক্ষমতাসীনদের কাছ থেকে সম্মান।', gu: 'રાજછત્ર: સત્તાધીશો તરફથી સન્માન.' } },
  { number: 12, en: 'Mitra', hi: 'मित्र', ta: 'மித்ரம்', te: 'మిత్ర', kn: 'ಮಿತ್ರ', ml: 'മിത്ര', mr: 'मित्र', bn: 'মিত্র', gu: 'મિત્ર', isAuspicious: true, description: { en: 'Friend: nourishment and friendship.',
    hi: 'मित्र: पोषण और मित्रता।',
    ta: 'நண்பன்: ஊட்டமும் நட்பும்.', te: 'మిత్రుడు: పోషణ, స్నేహం.',
    kn: 'ಮಿತ್ರ: ಪೋಷಣೆ ಮತ್ತು ಸ್ನೇಹ.', ml: 'മിത്രം: പോഷണവും സൗഹൃദവും.',
    mr: 'मित्र: पोषण आणि मैत्री.', bn: 'মিত্র: পুষ্টি ও বন্ধুত্ব।', gu: 'મિત્ર: પોષણ અને મિત્રતા.' } },
  { number: 13, en: 'Manasa', hi: 'मानस', ta: 'மானசம்', te: 'మానస', kn: 'ಮಾನಸ', ml: 'മാനസ', mr: 'मानस', bn: 'মানস', gu: 'માનસ', isAuspicious: true, description: { en: 'Mind: good luck and wishes fulfilled.',
    hi: 'मन: सौभाग्य और मनोकामना की पूर्ति।',
    ta: 'மனம்: நற்பேறும் விருப்பங்கள் நிறைவேறுதலும்.', te: 'మనస్సు: సౌభాగ్యం, కోరికలు నెరవేరడం.',
    kn: 'ಮನಸ್ಸು: ಸೌಭಾಗ್ಯ ಮತ್ತು ಇಷ್ಟಾರ್ಥ ಸಿದ್ಧಿ.', ml: 'മനസ്സ്: സൗഭാഗ്യവും ആഗ്രഹസാഫല്യവും.',
    mr: 'मन: सौभाग्य आणि मनोकामनापूर्ती.', bn: 'মন: সৌভাগ্য ও মনোবাঞ্ছা পূরণ।', gu: 'મન: સૌભાગ્ય અને મનોકામનાની પૂર્તિ.' } },
  { number: 14, en: 'Padma', hi: 'पद्म', ta: 'பத்மம்', te: 'పద్మ', kn: 'ಪದ್ಮ', ml: 'പദ്മ', mr: 'पद्म', bn: 'পদ্ম', gu: 'પદ્મ', isAuspicious: true, description: { en: 'Lotus: gain of wealth.',
    hi: 'कमल: धन लाभ।',
    ta: 'தாமரை: செல்வ லாபம்.', te: 'పద్మం: ధన లాభం.',
    kn: 'ಕಮಲ: ಧನ ಲಾಭ.', ml: 'താമര: ധനലാഭം.',
    mr: 'कमळ: धनलाभ.', bn: 'পদ্ম: ধনলাভ।', gu: 'કમળ: ધનલાભ.' } },
  { number: 15, en: 'Lumbaka', hi: 'लुम्बक', ta: 'லும்பகம்', te: 'లుంబక', kn: 'ಲುಂಬಕ', ml: 'ലുംബക', mr: 'लुम्बक', bn: 'লুম্বক', gu: 'લુંબક', isAuspicious: false, description: { en: 'Loss of wealth.',
    hi: 'धन हानि।',
    ta: 'பொருள் இழப்பு.', te: 'ధన నష్టం.',
    kn: 'ಧನ ನಷ್ಟ.', ml: 'ധനനഷ്ടം.',
    mr: 'धनहानी.', bn: 'ধনহানি।', gu: 'ધનહાનિ.' } },
  { number: 16, en: 'Utpata', hi: 'उत्पात', ta: 'உத்பாதம்', te: 'ఉత్పాత', kn: 'ಉತ್ಪಾತ', ml: 'ഉത്പാത', mr: 'उत्पात', bn: 'উৎপাত', gu: 'ઉત્પાત', isAuspicious: false, description: { en: 'Calamity: danger to life.',
    hi: 'उत्पात: प्राणों को संकट।',
    ta: 'பேரிடர்: உயிருக்கு ஆபத்து.', te: 'ఉత్పాతం: ప్రాణాపాయం.',
    kn: 'ಉತ್ಪಾತ: ಪ್ರಾಣಾಪಾಯ.', ml: 'ഉത്പാതം: ജീവന് അപകടം.',
    mr: 'उत्पात: प्राणांना धोका.', bn: 'উৎপাত: প্রাণের সংকট।', gu: 'ઉત્પાત: પ્રાણનું જોખમ.' } },
  { number: 17, en: 'Mrityu', hi: 'मृत्यु', ta: 'மிருத்யு', te: 'మృత్యు', kn: 'ಮೃತ್ಯು', ml: 'മൃത്യു', mr: 'मृत्यू', bn: 'মৃত্যু', gu: 'મૃત્યુ', isAuspicious: false, description: { en: 'Death: grave danger; avoid every beginning.',
    hi: 'मृत्यु: गंभीर संकट; कोई भी कार्य आरंभ न करें।',
    ta: 'மரணம்: கடும் ஆபத்து; எந்தச் செயலையும் தொடங்க வேண்டாம்.', te: 'మృత్యువు: తీవ్ర ప్రమాదం; ఏ పనీ ప్రారంభించవద్దు.',
    kn: 'ಮೃತ್ಯು: ತೀವ್ರ ಅಪಾಯ; ಯಾವುದೇ ಕಾರ್ಯವನ್ನು ಆರಂಭಿಸಬೇಡಿ.', ml: 'മൃത്യു: ഗുരുതരമായ അപകടം; ഒരു കാര്യവും തുടങ്ങരുത്.',
    mr: 'मृत्यू: गंभीर संकट; कोणतेही कार्य सुरू करू नये.', bn: 'মৃত্যু: গুরুতর বিপদ; কোনো কাজ শুরু করবেন না।', gu: 'મૃત્યુ: ગંભીર સંકટ; કોઈ પણ કાર્ય શરૂ ન કરવું.' } },
  { number: 18, en: 'Kana', hi: 'काण', ta: 'காணம்', te: 'కాణ', kn: 'ಕಾಣ', ml: 'കാണ', mr: 'काण', bn: 'কাণ', gu: 'કાણ', isAuspicious: false, description: { en: 'One-eyed: affliction and distress.',
    hi: 'काना: पीड़ा और क्लेश।',
    ta: 'ஒற்றைக் கண்: துன்பமும் வேதனையும்.', te: 'ఒంటి కన్ను: బాధ, క్లేశం.',
    kn: 'ಒಕ್ಕಣ್ಣು: ಪೀಡೆ ಮತ್ತು ಕ್ಲೇಶ.', ml: 'ഒറ്റക്കണ്ണ്: പീഡയും ക്ലേശവും.',
    mr: 'काणा: पीडा आणि क्लेश.', bn: 'কানা: পীড়া ও ক্লেশ।', gu: 'કાણો: પીડા અને ક્લેશ.' } },
  { number: 19, en: 'Siddhi', hi: 'सिद्धि', ta: 'சித்தி', te: 'సిద్ధి', kn: 'ಸಿದ್ಧಿ', ml: 'സിദ്ധി', mr: 'सिद्धी', bn: 'সিদ্ধি', gu: 'સિદ્ધિ', isAuspicious: true, description: { en: 'Accomplishment: works are completed.',
    hi: 'सिद्धि: कार्य पूर्ण होते हैं।',
    ta: 'கைகூடுதல்: செயல்கள் நிறைவேறும்.', te: 'సిద్ధి: పనులు పూర్తవుతాయి.',
    kn: 'ಸಿದ್ಧಿ: ಕಾರ್ಯಗಳು ಪೂರ್ಣಗೊಳ್ಳುತ್ತವೆ.', ml: 'സിദ്ധി: കാര്യങ്ങൾ പൂർത്തിയാകും.',
    mr: 'सिद्धी: कार्ये पूर्ण होतात.', bn: 'সিদ্ধি: কাজ সম্পন্ন হয়।', gu: 'સિદ્ધિ: કાર્યો પૂર્ણ થાય છે.' } },
  { number: 20, en: 'Shubha', hi: 'शुभ', ta: 'சுபம்', te: 'శుభ', kn: 'ಶುಭ', ml: 'ശുഭ', mr: 'शुभ', bn: 'শুভ', gu: 'શુભ', isAuspicious: true, description: { en: 'Auspicious: welfare.',
    hi: 'शुभ: कल्याण।',
    ta: 'மங்களம்: நலம்.', te: 'శుభం: క్షేమం.',
    kn: 'ಶುಭ: ಕ್ಷೇಮ.', ml: 'ശുഭം: ക്ഷേമം.',
    mr: 'शुभ: कल्याण.', bn: 'শুভ: মঙ্গল।', gu: 'શુભ: કલ્યાણ.' } },
  { number: 21, en: 'Amrita', hi: 'अमृत', ta: 'அமிர்தம்', te: 'అమృత', kn: 'ಅಮೃತ', ml: 'അമൃത', mr: 'अमृत', bn: 'অমৃত', gu: 'અમૃત', isAuspicious: true, description: { en: 'Nectar: honour and success.',
    hi: 'अमृत: सम्मान और सफलता।',
    ta: 'அமுதம்: மரியாதையும் வெற்றியும்.', te: 'అమృతం: గౌరవం, విజయం.',
    kn: 'ಅಮೃತ: ಗೌರವ ಮತ್ತು ಯಶಸ್ಸು.', ml: 'അമൃതം: ബഹുമാനവും വിജയവും.',
    mr: 'अमृत: सन्मान आणि यश.', bn: 'অমৃত: সম্মান ও সাফল্য।', gu: 'અમૃત: સન્માન અને સફળતા.' } },
  { number: 22, en: 'Musala', hi: 'मुसल', ta: 'முசலம்', te: 'ముసల', kn: 'ಮುಸಲ', ml: 'മുസല', mr: 'मुसल', bn: 'মুসল', gu: 'મુસલ', isAuspicious: false, description: { en: 'Pestle: loss of wealth.',
    hi: 'मूसल: धन हानि।',
    ta: 'உலக்கை: பொருள் இழப்பு.', te: 'రోకలి: ధన నష్టం.',
    kn: 'ಒನಕೆ: ಧನ ನಷ್ಟ.', ml: 'ഉലക്ക: ധനനഷ്ടം.',
    mr: 'मुसळ: धनहानी.', bn: 'মুষল: ধনহানি।', gu: 'સાંબેલું: ધનહાનિ.' } },
  { number: 23, en: 'Gada', hi: 'गद', ta: 'கதம்', te: 'గద', kn: 'ಗದ', ml: 'ഗദ', mr: 'गद', bn: 'গদ', gu: 'ગદ', isAuspicious: false, description: { en: 'Mace: fear and danger.',
    hi: 'गदा: भय और संकट।',
    ta: 'கதாயுதம்: அச்சமும் ஆபத்தும்.', te: 'గద: భయం, ప్రమాదం.',
    kn: 'ಗದೆ: ಭಯ ಮತ್ತು ಅಪಾಯ.', ml: 'ഗദ: ഭയവും അപകടവും.',
    mr: 'गदा: भय आणि संकट.', bn: 'গদা: ভয় ও বিপদ।', gu: 'ગદા: ભય અને સંકટ.' } },
  { number: 24, en: 'Matanga', hi: 'मातंग', ta: 'மாதங்கம்', te: 'మాతంగ', kn: 'ಮಾತಂಗ', ml: 'മാതംഗ', mr: 'मातंग', bn: 'মাতঙ্গ', gu: 'માતંગ', isAuspicious: true, description: { en: 'Elephant: growth of family and prosperity.',
    hi: 'हाथी: परिवार और समृद्धि की वृद्धि।',
    ta: 'யானை: குடும்பமும் செழிப்பும் பெருகும்.', te: 'ఏనుగు: కుటుంబం, సంపద వృద్ధి చెందుతాయి.',
    kn: 'ಆನೆ: ಕುಟುಂಬ ಮತ್ತು ಸಮೃದ್ಧಿಯ ವೃದ್ಧಿ.', ml: 'ആന: കുടുംബത്തിനും സമൃദ്ധിക്കും വളർച്ച.',
    mr: 'हत्ती: कुटुंब आणि समृद्धीची वाढ.', bn: 'হাতি: পরিবার ও সমৃদ্ধির বৃদ্ধি।', gu: 'હાથી: પરિવાર અને સમૃદ્ધિની વૃદ્ધિ.' } },
  { number: 25, en: 'Rakshasa', hi: 'राक्षस', ta: 'ராட்சசம்', te: 'రాక్షస', kn: 'ರಾಕ್ಷಸ', ml: 'രാക്ഷസ', mr: 'राक्षस', bn: 'রাক্ষস', gu: 'રાક્ષસ', isAuspicious: false, description: { en: 'Demon: great hardship.',
    hi: 'राक्षस: भारी कष्ट।',
    ta: 'அரக்கன்: பெரும் துன்பம்.', te: 'రాక్షసుడు: తీవ్ర కష్టం.',
    kn: 'ರಾಕ್ಷಸ: ಭಾರೀ ಕಷ್ಟ.', ml: 'രാക്ഷസൻ: കഠിനമായ കഷ്ടം.',
    mr: 'राक्षस: मोठे कष्ट.', bn: 'রাক্ষস: ভীষণ কষ্ট।', gu: 'રાક્ષસ: ભારે કષ્ટ.' } },
  { number: 26, en: 'Chara', hi: 'चर', ta: 'சரம்', te: 'చర', kn: 'ಚರ', ml: 'ചര', mr: 'चर', bn: 'চর', gu: 'ચર', isAuspicious: true, description: { en: 'Movable: success in works, good for travel.',
    hi: 'चर: कार्यों में सफलता, यात्रा के लिए शुभ।',
    ta: 'அசைவது: செயல்களில் வெற்றி; பயணத்துக்கு நல்லது.', te: 'చరం: పనుల్లో విజయం; ప్రయాణానికి మంచిది.',
    kn: 'ಚರ: ಕಾರ್ಯಗಳಲ್ಲಿ ಯಶಸ್ಸು; ಪ್ರಯಾಣಕ್ಕೆ ಶುಭ.', ml: 'ചരം: കാര്യങ്ങളിൽ വിജയം; യാത്രയ്ക്ക് നല്ലത്.',
    mr: 'चर: कार्यांत यश; प्रवासासाठी शुभ.', bn: 'চর: কাজে সাফল্য; যাত্রার পক্ষে শুভ।', gu: 'ચર: કાર્યોમાં સફળતા; પ્રવાસ માટે શુભ.' } },
  { number: 27, en: 'Sthira', hi: 'स्थिर', ta: 'ஸ்திரம்', te: 'స్థిర', kn: 'ಸ್ಥಿರ', ml: 'സ്ഥിര', mr: 'स्थिर', bn: 'স্থির', gu: 'સ્થિર', isAuspicious: true, description: { en: 'Fixed: good for building a house and lasting works.',
    hi: 'स्थिर: गृह निर्माण और स्थायी कार्यों के लिए शुभ।',
    ta: 'நிலையானது: வீடு கட்டவும் நிலைத்த செயல்களுக்கும் நல்லது.', te: 'స్థిరం: గృహ నిర్మాణానికి, శాశ్వత పనులకు మంచిది.',
    kn: 'ಸ್ಥಿರ: ಗೃಹ ನಿರ್ಮಾಣ ಮತ್ತು ಶಾಶ್ವತ ಕಾರ್ಯಗಳಿಗೆ ಶುಭ.', ml: 'സ്ഥിരം: ഗൃഹനിർമ്മാണത്തിനും സ്ഥായിയായ കാര്യങ്ങൾക്കും നല്ലത്.',
    mr: 'स्थिर: गृहनिर्माण आणि टिकाऊ कार्यांसाठी शुभ.', bn: 'স্থির: গৃহনির্মাণ ও স্থায়ী কাজের পক্ষে শুভ।', gu: 'સ્થિર: ગૃહનિર્માણ અને સ્થાયી કાર્યો માટે શુભ.' } },
  { number: 28, en: 'Vardhamana', hi: 'वर्धमान', ta: 'வர்த்தமானம்', te: 'వర్ధమాన', kn: 'ವರ್ಧಮಾನ', ml: 'വർധമാന', mr: 'वर्धमान', bn: 'বর্ধমান', gu: 'વર્ધમાન', isAuspicious: true, description: { en: 'Increasing: growth; good for marriage.',
    hi: 'वर्धमान: वृद्धि; विवाह के लिए शुभ।',
    ta: 'வளர்ச்சி: பெருக்கம்; திருமணத்துக்கு நல்லது.', te: 'వర్ధమానం: వృద్ధి; వివాహానికి మంచిది.',
    kn: 'ವರ್ಧಮಾನ: ವೃದ್ಧಿ; ವಿವಾಹಕ್ಕೆ ಶುಭ.', ml: 'വർധമാനം: വളർച്ച; വിവാഹത്തിന് നല്ലത്.',
    mr: 'वर्धमान: वाढ; विवाहासाठी शुभ.', bn: 'বর্ধমান: বৃদ্ধি; বিবাহের পক্ষে শুভ।', gu: 'વર્ધમાન: વૃદ્ધિ; લગ્ન માટે શુભ.' } },
] as const satisfies readonly AnandadiRecord[];

export type AnandadiYoga = (typeof ANANDADI_YOGAS)[number];

/** The star of the 28-star list from which each weekday (0 = Sunday) counts its anandadi yoga. */
export const ANANDADI_START_STARS = [
  { weekday: 0, star: 'ashwini' },
  { weekday: 1, star: 'mrigashira' },
  { weekday: 2, star: 'ashlesha' },
  { weekday: 3, star: 'hasta' },
  { weekday: 4, star: 'anuradha' },
  { weekday: 5, star: 'uttara-ashadha' },
  { weekday: 6, star: 'shatabhisha' },
] as const satisfies readonly { weekday: WeekdayIndex; star: StarId }[];

/** The anandadi yoga of a 1-based number; `null` outside 1–28. */
export function anandadiYogaByNumber(n: number): AnandadiYoga | null {
  return Number.isInteger(n) && n >= 1 && n <= 28 ? (ANANDADI_YOGAS[n - 1] as AnandadiYoga) : null;
}
