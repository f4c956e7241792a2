/**
 * The names of the special lagnas and upagrahas the Jaimini response gives (BPHS ch. 3 and ch. 5; P.V.R. Narasimha
 * Rao, "Vedic Astrology: An Integrated Approach", ch. 5), named in all nine languages, the special lagnas defined
 * in English and Hindi and the upagrahas in all nine. The ids are the response's keys.
 *
 * Names in the seven other languages: the Sanskrit names in each script with the language's endings; the
 * upagrahas of the parts of the day in the masculine forms of the southern almanacs (Tamil Kalan, Emagandan,
 * Gulikan; Telugu Gulikudu; Malayalam Kalan, Yamakandakan, Gulikan, Mandi), Tamil and Kannada Ghatika and Vighatika
 * lagna. A definition names the grahas as data/grahas.ts does, in the language's genitive (Tamil Chevvayin,
 * Malayalam Chovvayude, Marathi Mangalachya).
 */
import type { Names, Text } from './text.ts';

interface PointName extends Names {
  readonly id: string;
  readonly defined: Text;
}

/** The special lagnas counted from sunrise, and the varnada lagna. */
export const SUNRISE_LAGNA_NAMES = [
  { id: 'bhava', en: 'Bhava Lagna', hi: 'भाव लग्न', ta: 'பாவ லக்னம்', te: 'భావ లగ్నం', kn: 'ಭಾವ ಲಗ್ನ', ml: 'ഭാവലഗ്നം', mr: 'भाव लग्न', bn: 'ভাব লগ্ন', gu: 'ભાવ લગ્ન', defined: { en: 'The Sun at sunrise, one sign per 5 ghatis (2 hours)', hi: 'सूर्योदय का सूर्य, प्रति 5 घटी (2 घंटे) एक राशि' } },
  { id: 'hora', en: 'Hora Lagna', hi: 'होरा लग्न', ta: 'ஹோரா லக்னம்', te: 'హోరా లగ్నం', kn: 'ಹೋರಾ ಲಗ್ನ', ml: 'ഹോരാലഗ്നം', mr: 'होरा लग्न', bn: 'হোরা লগ্ন', gu: 'હોરા લગ્ન', defined: { en: 'The Sun at sunrise, one sign per 2½ ghatis (1 hour)', hi: 'सूर्योदय का सूर्य, प्रति 2½ घटी (1 घंटा) एक राशि' } },
  { id: 'ghati', en: 'Ghati Lagna', hi: 'घटी लग्न', ta: 'கடிகா லக்னம்', te: 'ఘటికా లగ్నం', kn: 'ಘಟಿಕಾ ಲಗ್ನ', ml: 'ഘടികാലഗ്നം', mr: 'घटी लग्न', bn: 'ঘটী লগ্ন', gu: 'ઘટી લગ્ન', defined: { en: 'The Sun at sunrise, one sign per ghati (24 minutes)', hi: 'सूर्योदय का सूर्य, प्रति घटी (24 मिनट) एक राशि' } },
  { id: 'vighati', en: 'Vighati Lagna', hi: 'विघटी लग्न', ta: 'விகடிகா லக்னம்', te: 'విఘటికా లగ్నం', kn: 'ವಿಘಟಿಕಾ ಲಗ್ನ', ml: 'വിഘടികാലഗ്നം', mr: 'विघटी लग्न', bn: 'বিঘটী লগ্ন', gu: 'વિઘટી લગ્ન', defined: { en: 'The Sun at sunrise, one sign per 5 vighatis (2 minutes)', hi: 'सूर्योदय का सूर्य, प्रति 5 विघटी (2 मिनट) एक राशि' } },
  { id: 'pranapada', en: 'Pranapada', hi: 'प्राणपद', ta: 'பிராணபதம்', te: 'ప్రాణపదం', kn: 'ಪ್ರಾಣಪದ', ml: 'പ്രാണപദം', mr: 'प्राणपद', bn: 'প্রাণপদ', gu: 'પ્રાણપદ', defined: { en: 'The Sun at birth plus one sign per 15 vighatis since sunrise; 9th from there for a Sun in a fixed sign, 5th in a dual one', hi: 'जन्म का सूर्य और सूर्योदय से प्रति 15 विघटी एक राशि; स्थिर राशि के सूर्य में वहाँ से नवम, द्विस्वभाव में पंचम' } },
  { id: 'varnada', en: 'Varnada Lagna', hi: 'वर्णद लग्न', ta: 'வர்ணத லக்னம்', te: 'వర్ణద లగ్నం', kn: 'ವರ್ಣದ ಲಗ್ನ', ml: 'വർണ്ണദലഗ്നം', mr: 'वर्णद लग्न', bn: 'বর্ণদ লগ্ন', gu: 'વર્ણદ લગ્ન', defined: { en: 'From the counts of the lagna and the hora lagna from Aries or Pisces', hi: 'लग्न और होरा लग्न की मेष या मीन से गणना से' } },
] as const satisfies readonly PointName[];

/** The upagrahas: the dhuma group from the Sun, then those of the parts of the day. */
export const UPAGRAHA_NAMES = [
  { id: 'dhuma', en: 'Dhuma', hi: 'धूम', ta: 'தூமம்', te: 'ధూమం', kn: 'ಧೂಮ', ml: 'ധൂമം', mr: 'धूम', bn: 'ধূম', gu: 'ધૂમ', defined: { en: 'Sun + 133°20′', hi: 'सूर्य + 133°20′',
    ta: 'சூரியன் + 133°20′', te: 'సూర్యుడు + 133°20′', kn: 'ಸೂರ್ಯ + 133°20′', ml: 'സൂര്യൻ + 133°20′', mr: 'रवि + 133°20′', bn: 'রবি + 133°20′', gu: 'સૂર્ય + 133°20′' } },
  { id: 'vyatipata', en: 'Vyatipata', hi: 'व्यतीपात', ta: 'வியதீபாதம்', te: 'వ్యతీపాతం', kn: 'ವ್ಯತೀಪಾತ', ml: 'വ്യതീപാതം', mr: 'व्यतीपात', bn: 'ব্যতীপাত', gu: 'વ્યતીપાત', defined: { en: '360° − dhuma', hi: '360° − धूम',
    ta: '360° − தூமம்', te: '360° − ధూమం', kn: '360° − ಧೂಮ', ml: '360° − ധൂമം', mr: '360° − धूम', bn: '360° − ধূম', gu: '360° − ધૂમ' } },
  { id: 'parivesha', en: 'Parivesha', hi: 'परिवेष', ta: 'பரிவேஷம்', te: 'పరివేషం', kn: 'ಪರಿವೇಷ', ml: 'പരിവേഷം', mr: 'परिवेष', bn: 'পরিবেশ', gu: 'પરિવેષ', defined: { en: 'Vyatipata + 180°', hi: 'व्यतीपात + 180°',
    ta: 'வியதீபாதம் + 180°', te: 'వ్యతీపాతం + 180°', kn: 'ವ್ಯತೀಪಾತ + 180°', ml: 'വ്യതീപാതം + 180°', mr: 'व्यतीपात + 180°', bn: 'ব্যতীপাত + 180°', gu: 'વ્યતીપાત + 180°' } },
  { id: 'indrachapa', en: 'Indrachapa', hi: 'इन्द्रचाप', ta: 'இந்திரசாபம்', te: 'ఇంద్రచాపం', kn: 'ಇಂದ್ರಚಾಪ', ml: 'ഇന്ദ്രചാപം', mr: 'इंद्रचाप', bn: 'ইন্দ্রচাপ', gu: 'ઇન્દ્રચાપ', defined: { en: '360° − parivesha', hi: '360° − परिवेष',
    ta: '360° − பரிவேஷம்', te: '360° − పరివేషం', kn: '360° − ಪರಿವೇಷ', ml: '360° − പരിവേഷം', mr: '360° − परिवेष', bn: '360° − পরিবেশ', gu: '360° − પરિવેષ' } },
  { id: 'upaketu', en: 'Upaketu', hi: 'उपकेतु', ta: 'உபகேது', te: 'ఉపకేతు', kn: 'ಉಪಕೇತು', ml: 'ഉപകേതു', mr: 'उपकेतु', bn: 'উপকেতু', gu: 'ઉપકેતુ', defined: { en: 'Indrachapa + 16°40′ (Sun − 30°)', hi: 'इन्द्रचाप + 16°40′ (सूर्य − 30°)',
    ta: 'இந்திரசாபம் + 16°40′ (சூரியன் − 30°)', te: 'ఇంద్రచాపం + 16°40′ (సూర్యుడు − 30°)', kn: 'ಇಂದ್ರಚಾಪ + 16°40′ (ಸೂರ್ಯ − 30°)', ml: 'ഇന്ദ്രചാപം + 16°40′ (സൂര്യൻ − 30°)', mr: 'इंद्रचाप + 16°40′ (रवि − 30°)', bn: 'ইন্দ্রচাপ + 16°40′ (রবি − 30°)', gu: 'ઇન્દ્રચાપ + 16°40′ (સૂર્ય − 30°)' } },
  { id: 'kaala', en: 'Kaala', hi: 'काल', ta: 'காலன்', te: 'కాలుడు', kn: 'ಕಾಲ', ml: 'കാലൻ', mr: 'काल', bn: 'কাল', gu: 'કાલ', defined: { en: "The lagna at the middle of the Sun's part of the day or night", hi: 'दिन या रात्रि के सूर्य भाग के मध्य का लग्न',
    ta: 'பகல் அல்லது இரவில் சூரியனின் பாகத்தின் நடுவில் உள்ள லக்னம்', te: 'పగటి లేదా రాత్రి సూర్యుని భాగం మధ్యలోని లగ్నం', kn: 'ಹಗಲು ಅಥವಾ ರಾತ್ರಿಯ ಸೂರ್ಯನ ಭಾಗದ ಮಧ್ಯದ ಲಗ್ನ', ml: 'പകലിലെയോ രാത്രിയിലെയോ സൂര്യന്റെ ഭാഗത്തിന്റെ മധ്യത്തിലെ ലഗ്നം', mr: 'दिवसाच्या किंवा रात्रीच्या रवीच्या भागाच्या मध्याचे लग्न', bn: 'দিন বা রাতের রবির ভাগের মধ্যের লগ্ন', gu: 'દિવસ કે રાત્રિના સૂર્યના ભાગના મધ્યનું લગ્ન' } },
  { id: 'mrityu', en: 'Mrityu', hi: 'मृत्यु', ta: 'மிருத்யு', te: 'మృత్యువు', kn: 'ಮೃತ್ಯು', ml: 'മൃത്യു', mr: 'मृत्यू', bn: 'মৃত্যু', gu: 'મૃત્યુ', defined: { en: "The lagna at the middle of Mars's part", hi: 'मंगल भाग के मध्य का लग्न',
    ta: 'செவ்வாயின் பாகத்தின் நடுவில் உள்ள லக்னம்', te: 'కుజుని భాగం మధ్యలోని లగ్నం', kn: 'ಕುಜನ ಭಾಗದ ಮಧ್ಯದ ಲಗ್ನ', ml: 'ചൊവ്വയുടെ ഭാഗത്തിന്റെ മധ്യത്തിലെ ലഗ്നം', mr: 'मंगळाच्या भागाच्या मध्याचे लग्न', bn: 'মঙ্গলের ভাগের মধ্যের লগ্ন', gu: 'મંગળના ભાગના મધ્યનું લગ્ન' } },
  { id: 'arthaPrahara', en: 'Artha Prahara', hi: 'अर्धप्रहर', ta: 'அர்த்தப்பிரகாரன்', te: 'అర్ధప్రహరుడు', kn: 'ಅರ್ಧಪ್ರಹರ', ml: 'അർധപ്രഹരൻ', mr: 'अर्धप्रहर', bn: 'অর্ধপ্রহর', gu: 'અર્ધપ્રહર', defined: { en: "The lagna at the middle of Mercury's part", hi: 'बुध भाग के मध्य का लग्न',
    ta: 'புதனின் பாகத்தின் நடுவில் உள்ள லக்னம்', te: 'బుధుని భాగం మధ్యలోని లగ్నం', kn: 'ಬುಧನ ಭಾಗದ ಮಧ್ಯದ ಲಗ್ನ', ml: 'ബുധന്റെ ഭാഗത്തിന്റെ മധ്യത്തിലെ ലഗ്നം', mr: 'बुधाच्या भागाच्या मध्याचे लग्न', bn: 'বুধের ভাগের মধ্যের লগ্ন', gu: 'બુધના ભાગના મધ્યનું લગ્ન' } },
  { id: 'yamaGhantaka', en: 'Yama Ghantaka', hi: 'यमघंटक', ta: 'எமகண்டன்', te: 'యమఘంటకుడు', kn: 'ಯಮಘಂಟಕ', ml: 'യമകണ്ടകൻ', mr: 'यमघंटक', bn: 'যমঘণ্টক', gu: 'યમઘંટક', defined: { en: "The lagna at the middle of Jupiter's part", hi: 'गुरु भाग के मध्य का लग्न',
    ta: 'குருவின் பாகத்தின் நடுவில் உள்ள லக்னம்', te: 'గురుని భాగం మధ్యలోని లగ్నం', kn: 'ಗುರುವಿನ ಭಾಗದ ಮಧ್ಯದ ಲಗ್ನ', ml: 'വ്യാഴത്തിന്റെ ഭാഗത്തിന്റെ മധ്യത്തിലെ ലഗ്നം', mr: 'गुरूच्या भागाच्या मध्याचे लग्न', bn: 'বৃহস্পতির ভাগের মধ্যের লগ্ন', gu: 'ગુરુના ભાગના મધ્યનું લગ્ન' } },
  { id: 'gulika', en: 'Gulika', hi: 'गुलिक', ta: 'குளிகன்', te: 'గుళికుడు', kn: 'ಗುಳಿಕ', ml: 'ഗുളികൻ', mr: 'गुलिक', bn: 'গুলিক', gu: 'ગુલિક', defined: { en: "The lagna at the start (or middle, by the gulika setting) of Saturn's part", hi: 'शनि के भाग के आरंभ (या गुलिक विकल्प से मध्य) का लग्न',
    ta: 'சனியின் பாகத்தின் தொடக்கத்தில் (குளிகன் விருப்பத்தின்படி நடுவில்) உள்ள லக்னம்', te: 'శని భాగం ప్రారంభంలోని (గుళిక ఎంపికను బట్టి మధ్యలోని) లగ్నం', kn: 'ಶನಿಯ ಭಾಗದ ಆರಂಭದ (ಗುಳಿಕ ಆಯ್ಕೆಯಂತೆ ಮಧ್ಯದ) ಲಗ್ನ', ml: 'ശനിയുടെ ഭാഗത്തിന്റെ തുടക്കത്തിലെ (ഗുളിക ക്രമീകരണം അനുസരിച്ച് മധ്യത്തിലെ) ലഗ്നം', mr: 'शनीच्या भागाच्या आरंभाचे (गुलिक पर्यायानुसार मध्याचे) लग्न', bn: 'শনির ভাগের শুরুর (গুলিক বিকল্প অনুযায়ী মধ্যের) লগ্ন', gu: 'શનિના ભાગના આરંભનું (ગુલિક વિકલ્પ મુજબ મધ્યનું) લગ્ન' } },
  { id: 'mandi', en: 'Mandi', hi: 'मांदि', ta: 'மாந்தி', te: 'మాంది', kn: 'ಮಾಂದಿ', ml: 'മാന്ദി', mr: 'मांदी', bn: 'মান্দি', gu: 'માંદી', defined: { en: "The lagna at the middle (or start, by the gulika setting) of Saturn's part", hi: 'शनि के भाग के मध्य (या गुलिक विकल्प से आरंभ) का लग्न',
    ta: 'சனியின் பாகத்தின் நடுவில் (குளிகன் விருப்பத்தின்படி தொடக்கத்தில்) உள்ள லக்னம்', te: 'శని భాగం మధ్యలోని (గుళిక ఎంపికను బట్టి ప్రారంభంలోని) లగ్నం', kn: 'ಶನಿಯ ಭಾಗದ ಮಧ್ಯದ (ಗುಳಿಕ ಆಯ್ಕೆಯಂತೆ ಆರಂಭದ) ಲಗ್ನ', ml: 'ശനിയുടെ ഭാഗത്തിന്റെ മധ്യത്തിലെ (ഗുളിക ക്രമീകരണം അനുസരിച്ച് തുടക്കത്തിലെ) ലഗ്നം', mr: 'शनीच्या भागाच्या मध्याचे (गुलिक पर्यायानुसार आरंभाचे) लग्न', bn: 'শনির ভাগের মধ্যের (গুলিক বিকল্প অনুযায়ী শুরুর) লগ্ন', gu: 'શનિના ભાગના મધ્યનું (ગુલિક વિકલ્પ મુજબ આરંભનું) લગ્ન' } },
] as const satisfies readonly PointName[];
