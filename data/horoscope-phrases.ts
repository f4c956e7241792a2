/**
 * Text banks of the sign horoscopes (astro/horoscope/): the service's own writing, in English and Hindi
 * (Devanagari, written as Hindi). Every text a horoscope shows is one of these, chosen by a named rule over the
 * real transits and filled with the transit's own names, so the same inputs give the same words.
 *
 * Placeholders are `{name}`; the composer fills every one or throws. Common ones:
 * {planet} graha name, {sign} sign name, {nakshatra} nakshatra name, {house} ordinal of the house counted from the
 * reader's sign ("8th" / "आठवें"), {theme} that house's theme (HOUSE_THEMES), {date} a date in words, {other}
 * a second graha, {otherHouse} its house ordinal.
 *
 * Variants: each list holds interchangeable wordings of one rule; the composer picks one by the sign and the date,
 * so signs sharing a rule on one day and one sign across consecutive days read differently.
 *
 * Hindi grammar of the fillers: {house} and {otherHouse} are oblique ordinals ("आठवें") and always stand before
 * "भाव" and a postposition ("{house} भाव में"); the Hindi themes are oblique too ("छोटी यात्राओं") and always
 * stand before a postposition or "वाले" ("{theme} से जुड़े", "{theme} का भाव"); {period} (सप्ताह, महीना, वर्ष) is
 * direct and only follows "यह"; grahas take the honorific plural ("{planet} … में हैं"). ADVICE_PHRASES take no
 * placeholders (the composer does not fill them).
 *
 * Sources:
 * - House themes: Brihat Parashara Hora Shastra ch. 11, condensed in the service's own words (as HOUSE_MEANINGS
 *   of data/dasha-interpretation.ts), for houses counted from the reader's sign.
 * - Moon's tone by house: the gochara of the Moon in Phaladeepika ch. 26 (favorable in 1, 3, 6, 7, 10, 11);
 *   the 4th, 8th and 12th are read as testing, the 2nd, 5th and 9th as mixed. The 8th from the sign is
 *   chandrashtama, named in every variant.
 * - Favorable houses of the other grahas, the rule the engine applies (data/gochara.ts): Phaladeepika ch. 26 —
 *   Sun 3, 6, 10, 11; Mars 3, 6, 11; Mercury 2, 4, 6, 8, 10, 11; Jupiter 2, 5, 7, 9, 11; Venus 1, 2, 3, 4, 5, 8,
 *   9, 11, 12; Saturn, Rahu and Ketu 3, 6, 11 (the nodes following Saturn, as the almanacs read them). Every
 *   other house is unfavorable. A favorable transit obstructed from its vedha house reads as VEDHA_PHRASES.
 * - Area of each graha's transit (the service's choice, after the natural significations, karakatva, of
 *   BPHS ch. 3 and 32): the Sun (authority, the king) career; Mars (strength, courage, injuries) health;
 *   Mercury (commerce, speech, calculation) career; Jupiter (dhana-karaka, significator of wealth) finance;
 *   Venus (spouse, pleasures) relationships; Saturn (labour, service, delays) career; Rahu (ambition, foreign and
 *   new things) career; Ketu (moksha-karaka, detachment) spirit.
 * - Area of the Moon by house: the leading theme of that house — 1, 4, 8 health; 2, 11, 12 finance; 3, 6, 10
 *   career; 5, 7 relationships; 9 spirit.
 * - Remedies: the graha-shanti practice of beej mantra, charity and fast on the graha's weekday, as in
 *   data/dasha-interpretation.ts.
 */
import type { GrahaId } from './grahas.ts';
import type { Text } from './text.ts';

/** How a transit reads for the reader of a sign. */
export type HoroscopeTone = 'supportive' | 'mixed' | 'testing';
/** The areas of life a statement speaks to. */
export const HOROSCOPE_AREAS = ['career', 'finance', 'health', 'relationships', 'spirit'] as const;
export type HoroscopeArea = (typeof HOROSCOPE_AREAS)[number];

/** House number 1–12 → value. */
export type ByHouse<T> = readonly [T, T, T, T, T, T, T, T, T, T, T, T];

/** Ordinals of houses 1–12 as used inside a sentence ("8th"; Hindi oblique "आठवें"). */
export const HOUSE_ORDINALS: ByHouse<Text> = [
  { en: '1st', hi: 'पहले' },
  { en: '2nd', hi: 'दूसरे' },
  { en: '3rd', hi: 'तीसरे' },
  { en: '4th', hi: 'चौथे' },
  { en: '5th', hi: 'पाँचवें' },
  { en: '6th', hi: 'छठे' },
  { en: '7th', hi: 'सातवें' },
  { en: '8th', hi: 'आठवें' },
  { en: '9th', hi: 'नौवें' },
  { en: '10th', hi: 'दसवें' },
  { en: '11th', hi: 'ग्यारहवें' },
  { en: '12th', hi: 'बारहवें' },
];
/** Short theme of each house counted from the sign (BPHS ch. 11 condensed): "home and peace of mind". */
export const HOUSE_THEMES: ByHouse<Text> = [
  { en: 'self, health and confidence', hi: 'सेहत, व्यक्तित्व और आत्मविश्वास' },
  { en: 'family, savings and speech', hi: 'परिवार, बचत और वाणी' },
  { en: 'courage, siblings and short journeys', hi: 'साहस, भाई-बहनों और छोटी यात्राओं' },
  { en: 'home, mother and peace of mind', hi: 'घर, माता और मन की शांति' },
  { en: 'children, studies and romance', hi: 'संतान, पढ़ाई और प्रेम' },
  { en: 'rivals, debts and illness', hi: 'विरोधियों, कर्ज़ और रोगों' },
  { en: 'partner and partnerships', hi: 'जीवनसाथी और साझेदारी' },
  { en: 'obstacles and sudden change', hi: 'बाधाओं और अचानक बदलावों' },
  { en: 'fortune, elders and faith', hi: 'भाग्य, बड़े-बुज़ुर्गों और आस्था' },
  { en: 'work and standing', hi: 'काम-काज और मान-प्रतिष्ठा' },
  { en: 'gains and friends', hi: 'लाभ और मित्रों' },
  { en: 'expenses, rest and faraway places', hi: 'ख़र्च, विश्राम और दूर देशों' },
];

/**
 * The Moon's house from the sign: the tone of the day (gochara of the Moon, Phaladeepika ch. 26: favorable in
 * 1, 3, 6, 7, 10, 11). House 8 is chandrashtama. At least 6 variants each; may use {nakshatra}.
 */
export const MOON_HOUSE_PHRASES: ByHouse<{ readonly tone: HoroscopeTone; readonly area: HoroscopeArea; readonly variants: readonly Text[] }> = [
  {
    tone: 'supportive',
    area: 'health',
    variants: [
      {
        en: 'With the Moon in your own sign today you feel more like yourself: rested, clear and easy to be around. A good day to start something you have been putting off.',
        hi: 'आज चन्द्रमा आपकी ही राशि में हैं, इसलिए मन हल्का रहेगा और शरीर में ताज़गी रहेगी। जिस काम को टालते आ रहे थे, उसे आज शुरू कर दें।',
      },
      {
        en: 'With the Moon in {nakshatra}, your energy holds steady from the morning on. Spend it on exercise or a long walk rather than letting it drain away on a screen.',
        hi: 'चन्द्रमा {nakshatra} नक्षत्र में हैं, सुबह से ही ऊर्जा बनी रहेगी। इसे मोबाइल पर गँवाने के बजाय व्यायाम या लंबी सैर में लगाएँ।',
      },
      {
        en: 'People listen to you today. A short, honest word from you carries more weight than usual, so say what you have been meaning to say.',
        hi: 'आज लोग आपकी बात ध्यान से सुनेंगे। जो बात बहुत दिनों से मन में है, उसे सीधे और विनम्रता से कह दें।',
      },
      {
        en: 'A good day for small health habits: drink more water, eat on time and get to bed early. The body responds quickly while the Moon is in your {house} house.',
        hi: 'सेहत की छोटी-छोटी आदतों के लिए दिन अच्छा है: पानी ज़्यादा पिएँ, समय पर भोजन करें और जल्दी सोएँ। चन्द्रमा के {house} भाव में रहते शरीर जल्दी साथ देता है।',
      },
      {
        en: 'The Moon passing through {nakshatra} in your sign lifts your mood. A haircut, new clothes or a tidy room will feel well worth the effort.',
        hi: 'आपकी राशि में {nakshatra} नक्षत्र से गुज़रते चन्द्रमा मन को प्रसन्न रखेंगे। बाल कटवाना, नए कपड़े पहनना या कमरा सजाना आज ख़ूब अच्छा लगेगा।',
      },
      {
        en: 'Confidence comes easily today. Put yourself forward for the task no one else wants; you will handle it better than you expect.',
        hi: 'आज आत्मविश्वास भरपूर रहेगा। जिस काम से बाकी लोग कतरा रहे हैं, उसकी ज़िम्मेदारी ले लें; आप उम्मीद से बेहतर निभाएँगे।',
      },
    ],
  },
  {
    tone: 'mixed',
    area: 'finance',
    variants: [
      {
        en: 'The Moon in your {house} house turns your thoughts to money and family. Small gains are likely, and so are small leaks; write down what you spend today.',
        hi: 'चन्द्रमा आपकी राशि से {house} भाव में हैं, ध्यान पैसे और परिवार पर रहेगा। छोटा लाभ संभव है, पर छोटे ख़र्च भी होंगे; आज का हिसाब लिख लें।',
      },
      {
        en: 'With the Moon in {nakshatra}, a family meal or a call home goes well, as long as old money matters stay off the table.',
        hi: 'चन्द्रमा के {nakshatra} नक्षत्र में रहते परिवार के साथ भोजन या घर पर फ़ोन अच्छा रहेगा, बस पुराने लेन-देन की बात न छेड़ें।',
      },
      {
        en: 'Your words carry weight today, for better or worse. Praise freely, but sleep on any sharp remark before you make it.',
        hi: 'आज आपकी बातों का असर गहरा होगा, अच्छा भी और बुरा भी। तारीफ़ खुलकर करें, पर कोई तीखी बात कहने से पहले एक रात रुक जाएँ।',
      },
      {
        en: 'A payment you were waiting for may arrive in part rather than in full. Accept it gracefully and settle the rest in writing.',
        hi: 'जिस रकम का इंतज़ार है, वह पूरी के बजाय थोड़ी मिल सकती है। जो मिले उसे स्वीकार करें और बाकी की बात लिखित में तय कर लें।',
      },
      {
        en: 'Appetite and cravings run high with the Moon here. Eat simple food at home and walk past the sweet shop.',
        hi: 'इस भाव के चन्द्रमा से भूख और चटपटा खाने की इच्छा बढ़ेगी। घर का सादा भोजन करें और मिठाई की दुकान से दूर रहें।',
      },
      {
        en: 'With the Moon crossing {nakshatra}, it is a good day to review your savings or start a monthly deposit, not to lend to a relative on impulse.',
        hi: 'चन्द्रमा {nakshatra} नक्षत्र से गुज़र रहे हैं; बचत की समीक्षा करने या हर महीने की जमा योजना शुरू करने के लिए दिन ठीक है, पर किसी रिश्तेदार को भावुक होकर उधार न दें।',
      },
    ],
  },
  {
    tone: 'supportive',
    area: 'career',
    variants: [
      {
        en: 'The Moon in your {house} house of {theme} gives you nerve. Make the call, send the proposal, ask for the meeting.',
        hi: 'चन्द्रमा आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है; हिम्मत बनी रहेगी। फ़ोन करें, प्रस्ताव भेजें, मुलाक़ात का समय माँगें।',
      },
      {
        en: 'A brother, a sister or a close colleague has useful news for you today. Hear them out first; the help runs both ways.',
        hi: 'आज भाई-बहन या किसी करीबी सहकर्मी से काम की ख़बर मिलेगी। पहले पूरी बात सुनें; मदद दोनों ओर से होगी।',
      },
      {
        en: 'With the Moon in {nakshatra}, a short trip for work is likely to pay off. Leave a little early and carry your papers.',
        hi: 'चन्द्रमा के {nakshatra} नक्षत्र में रहते काम से जुड़ी छोटी यात्रा फ़ायदेमंद रहेगी। थोड़ा पहले निकलें और ज़रूरी कागज़ साथ रखें।',
      },
      {
        en: 'Writing, messaging and selling go well today. Clear your inbox before noon and follow up every lead you let slide.',
        hi: 'आज लिखने, संदेश भेजने और बेचने के काम अच्छे चलेंगे। दोपहर से पहले सारे संदेश निपटा लें और जो संपर्क छूट गए थे, उनसे फिर बात करें।',
      },
      {
        en: 'You have more stamina than usual. Take on the harder half of a shared job and let others see you finish it.',
        hi: 'आज आपकी सहनशक्ति सामान्य से अधिक रहेगी। साझा काम का कठिन हिस्सा अपने हाथ में लें और उसे पूरा करके दिखाएँ।',
      },
      {
        en: 'With the Moon passing {nakshatra}, a hobby you dropped, be it music, sport or a craft, is worth picking up again this evening.',
        hi: 'चन्द्रमा {nakshatra} नक्षत्र से गुज़र रहे हैं; कोई छूटा हुआ शौक, चाहे संगीत हो, खेल हो या हाथ का कोई हुनर, आज शाम फिर से शुरू करें।',
      },
    ],
  },
  {
    tone: 'testing',
    area: 'health',
    variants: [
      {
        en: 'The Moon in your {house} house can leave you restless at home. Keep the evening quiet and do not reopen an old family argument.',
        hi: 'चन्द्रमा आपकी राशि से {house} भाव में हैं, घर में मन बेचैन रह सकता है। शाम शांत रखें और परिवार की कोई पुरानी बहस फिर न छेड़ें।',
      },
      {
        en: 'With the Moon in {nakshatra}, sleep may be light. Eat early, keep the phone out of the bedroom and let small worries wait until morning.',
        hi: 'चन्द्रमा के {nakshatra} नक्षत्र में रहते नींद कच्ची रह सकती है। जल्दी भोजन करें, सोने के कमरे में मोबाइल न ले जाएँ और छोटी चिंताएँ सुबह पर छोड़ दें।',
      },
      {
        en: 'Your mother or an older woman at home may need more of your time today. Give it without keeping score.',
        hi: 'आज माँ या घर की किसी बड़ी महिला को आपके समय की ज़रूरत हो सकती है। बिना हिसाब लगाए समय दें।',
      },
      {
        en: 'Not a day for signing property papers or buying a vehicle. Gather the facts now and decide once the Moon has moved on.',
        hi: 'ज़मीन-जायदाद के कागज़ों पर दस्तख़त या वाहन ख़रीदने के लिए आज का दिन ठीक नहीं। अभी जानकारी जुटाएँ और फ़ैसला चन्द्रमा के आगे बढ़ने पर करें।',
      },
      {
        en: 'Chest and stomach are sensitive today. Skip heavy, fried food and take a slow walk after dinner.',
        hi: 'आज छाती और पेट संवेदनशील रहेंगे। भारी और तली चीज़ें न खाएँ, रात के भोजन के बाद धीरे-धीरे टहलें।',
      },
      {
        en: 'With the Moon crossing {nakshatra} through your {house} house of {theme}, a small repair at home can sour the day. Call someone skilled instead of forcing it yourself.',
        hi: 'चन्द्रमा {nakshatra} नक्षत्र से होते हुए आपके {house} भाव से गुज़र रहे हैं, जो {theme} का भाव है; घर की छोटी-सी मरम्मत भी मन खराब कर सकती है। ज़बरदस्ती ख़ुद करने के बजाय किसी जानकार को बुलाएँ।',
      },
    ],
  },
  {
    tone: 'mixed',
    area: 'relationships',
    variants: [
      {
        en: 'The Moon in your {house} house of {theme} stirs the heart. A warm message to someone you like is welcome; a grand declaration can wait.',
        hi: 'चन्द्रमा आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है; दिल की बातें उभरेंगी। किसी प्रिय को प्यार भरा संदेश भेजें, पर बड़ा इज़हार अभी टाल दें।',
      },
      {
        en: 'Children bring joy and a little worry today. Give them an hour of full attention and let the small complaints go.',
        hi: 'आज संतान से ख़ुशी भी मिलेगी और थोड़ी चिंता भी। उन्हें एक घंटा पूरा ध्यान दें और छोटी शिकायतें जाने दें।',
      },
      {
        en: 'With the Moon in {nakshatra}, study goes well in the morning and drifts by afternoon. Do the hardest chapter first.',
        hi: 'चन्द्रमा के {nakshatra} नक्षत्र में रहते सुबह पढ़ाई अच्छी होगी, दोपहर तक मन भटकने लगेगा। सबसे कठिन अध्याय पहले पढ़ें।',
      },
      {
        en: 'A tip or a hunch about money sounds exciting today. Enjoy the idea, but put no real money on it yet.',
        hi: 'आज पैसों से जुड़ी कोई सलाह या अंदाज़ा बहुत लुभाएगा। सोचने में हर्ज नहीं, पर अभी उसमें असली पैसा न लगाएँ।',
      },
      {
        en: 'Creative work flows, though you may not finish it. Sketch it, draft it or hum the tune, and come back to it in a day or two.',
        hi: 'रचनात्मक काम में मन लगेगा, भले पूरा न हो पाए। खाका बना लें, मसौदा लिख लें या धुन गुनगुना लें, और एक-दो दिन बाद फिर हाथ लगाएँ।',
      },
      {
        en: 'With the Moon crossing {nakshatra}, an old love or an old friend may come to mind. Remember them kindly, but do not rush to reopen the door.',
        hi: 'चन्द्रमा {nakshatra} नक्षत्र से गुज़र रहे हैं; किसी पुराने प्रेम या पुराने मित्र की याद आ सकती है। याद प्यार से करें, पर बंद दरवाज़ा खोलने की जल्दी न करें।',
      },
    ],
  },
  {
    tone: 'supportive',
    area: 'career',
    variants: [
      {
        en: 'The Moon in your {house} house of {theme} helps you get the better of problems. Face the task, or the person, you have been avoiding.',
        hi: 'चन्द्रमा आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है; आज समस्याओं पर आपकी पकड़ मज़बूत रहेगी। जिस काम या व्यक्ति से बचते आ रहे थे, उसका सामना करें।',
      },
      {
        en: 'A rival at work runs out of arguments today. Stay polite and let the facts speak for you.',
        hi: 'आज कार्यस्थल पर विरोधी के पास दलीलें कम पड़ेंगी। आप विनम्र रहें और तथ्यों को बोलने दें।',
      },
      {
        en: 'With the Moon in {nakshatra}, it is a good day to clear a small debt or a pending bill. You will feel lighter by evening.',
        hi: 'चन्द्रमा के {nakshatra} नक्षत्र में रहते कोई छोटा कर्ज़ या बकाया बिल चुका दें। शाम तक मन हल्का लगेगा।',
      },
      {
        en: 'Routine work gets done quickly. Use the spare hour to sort your files or to teach a newcomer the ropes.',
        hi: 'रोज़मर्रा के काम जल्दी निपटेंगे। बचे हुए समय में फ़ाइलें व्यवस्थित करें या किसी नए साथी को काम सिखाएँ।',
      },
      {
        en: 'An illness that has lingered begins to ease. Keep up the medicine and the routine rather than stopping at the first sign of relief.',
        hi: 'लंबे समय से चली आ रही बीमारी में राहत मिलने लगेगी। आराम दिखते ही दवा और दिनचर्या न छोड़ें, उन्हें जारी रखें।',
      },
      {
        en: 'With the Moon crossing {nakshatra}, a colleague or a helper proves reliable. Thank them in front of others.',
        hi: 'चन्द्रमा {nakshatra} नक्षत्र से गुज़र रहे हैं; कोई सहकर्मी या सहायक भरोसेमंद साबित होगा। सबके सामने उसका धन्यवाद करें।',
      },
    ],
  },
  {
    tone: 'supportive',
    area: 'relationships',
    variants: [
      {
        en: 'The Moon opposite your sign, in your {house} house of {theme}, puts others in a giving mood. Ask your partner for the help you need.',
        hi: 'चन्द्रमा आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है; सामने वाले का रुख़ सहयोग का रहेगा। जीवनसाथी से जिस मदद की ज़रूरत है, खुलकर माँगें।',
      },
      {
        en: 'A meeting with a client or a business partner goes smoothly today. Bring a clear figure and you may close the deal.',
        hi: 'आज ग्राहक या व्यापारिक साझेदार से मुलाक़ात अच्छी रहेगी। साफ़ आँकड़े लेकर जाएँ, सौदा पक्का हो सकता है।',
      },
      {
        en: 'With the Moon in {nakshatra}, plan an evening out together, even a short one. Time spent side by side matters more than the place.',
        hi: 'चन्द्रमा के {nakshatra} नक्षत्र में रहते साथ में शाम बिताने की योजना बनाएँ, भले थोड़ी देर के लिए। जगह से ज़्यादा साथ बिताया समय मायने रखता है।',
      },
      {
        en: 'For the unmarried, a family introduction or a meeting arranged by friends is worth saying yes to.',
        hi: 'अविवाहित लोगों के लिए परिवार या मित्रों द्वारा तय की गई मुलाक़ात में हाँ कहना अच्छा रहेगा।',
      },
      {
        en: 'Others meet you halfway today. Settle a disagreement now, while both sides are in a mood to listen.',
        hi: 'आज लोग आधे रास्ते तक आपकी ओर आएँगे। कोई मनमुटाव है तो अभी सुलझा लें, जब दोनों पक्ष सुनने को तैयार हैं।',
      },
      {
        en: 'With the Moon crossing {nakshatra}, a journey with your spouse or a partner is pleasant. Let them choose the route.',
        hi: 'चन्द्रमा {nakshatra} नक्षत्र से गुज़र रहे हैं; जीवनसाथी या साझेदार के साथ यात्रा सुखद रहेगी। रास्ता उन्हें ही चुनने दें।',
      },
    ],
  },
  {
    tone: 'testing',
    area: 'health',
    variants: [
      {
        en: 'Chandrashtama today: the Moon is in your {house} house of {theme}. Keep plans simple, avoid risky travel and put off anything you cannot undo.',
        hi: 'आज चन्द्राष्टम है: चन्द्रमा आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है। योजनाएँ सादी रखें, जोखिम भरी यात्रा से बचें और जो फ़ैसला पलटा न जा सके, उसे टाल दें।',
      },
      {
        en: 'With the Moon in {nakshatra} and chandrashtama running, your body asks for rest. Eat light, drink water and go to bed early.',
        hi: 'चन्द्रमा {nakshatra} नक्षत्र में हैं और चन्द्राष्टम चल रहा है; शरीर आराम माँगेगा। हल्का भोजन करें, पानी पिएँ और जल्दी सो जाएँ।',
      },
      {
        en: 'This is a chandrashtama day, when moods swing quickly. Count to ten before you reply to a harsh message.',
        hi: 'आज चन्द्राष्टम का दिन है, मन जल्दी ऊपर-नीचे होगा। किसी कड़वे संदेश का जवाब देने से पहले दस तक गिनें।',
      },
      {
        en: 'Chandrashtama asks for care with money today: no new loans, no guarantees for others and no signature on a paper you have not read twice.',
        hi: 'चन्द्राष्टम में आज पैसों के मामले में सावधानी रखें: न नया कर्ज़ लें, न किसी की ज़मानत दें, और बिना दो बार पढ़े किसी कागज़ पर दस्तख़त न करें।',
      },
      {
        en: 'With chandrashtama and the Moon crossing {nakshatra}, drive slowly and mind sharp tools and wet floors. A little caution saves a lot of trouble.',
        hi: 'चन्द्राष्टम है और चन्द्रमा {nakshatra} नक्षत्र से गुज़र रहे हैं; वाहन धीरे चलाएँ, धारदार औज़ारों और गीले फ़र्श से सावधान रहें। थोड़ी सावधानी बड़ी परेशानी से बचाएगी।',
      },
      {
        en: 'Chandrashtama: a sudden change of plan is likely. Keep a spare hour in the day and a calm word ready; this phase passes within two or three days.',
        hi: 'चन्द्राष्टम के कारण योजना अचानक बदल सकती है। दिन में एक घंटा खाली रखें और शांत रहें; यह समय दो-तीन दिन में निकल जाएगा।',
      },
    ],
  },
  {
    tone: 'mixed',
    area: 'spirit',
    variants: [
      {
        en: 'The Moon in your {house} house of {theme} turns the mind to bigger questions. Read, pray or sit quietly for a while; the answers come slowly.',
        hi: 'चन्द्रमा आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है; मन बड़े सवालों की ओर जाएगा। कुछ देर पढ़ें, प्रार्थना करें या शांत बैठें; जवाब धीरे-धीरे मिलेंगे।',
      },
      {
        en: 'Your father, a teacher or an elder has advice for you today. Some of it fits and some does not; take what fits without arguing over the rest.',
        hi: 'आज पिता, गुरु या किसी बड़े से सलाह मिलेगी। कुछ काम की होगी, कुछ नहीं; जो ठीक लगे उसे अपनाएँ, बाकी पर बहस न करें।',
      },
      {
        en: 'With the Moon in {nakshatra}, a visit to a temple or a quiet place of worship settles the mind, though the crowd may try your patience.',
        hi: 'चन्द्रमा के {nakshatra} नक्षत्र में रहते मंदिर या किसी शांत पूजा-स्थल पर जाना मन को ठहराव देगा, हालाँकि भीड़ धैर्य की परीक्षा ले सकती है।',
      },
      {
        en: 'Luck helps a little, but not all the way. Chase an opportunity yourself instead of waiting for it to arrive.',
        hi: 'भाग्य कुछ हद तक साथ देगा, पूरा नहीं। किसी अवसर के अपने-आप आने का इंतज़ार न करें, ख़ुद आगे बढ़कर बात करें।',
      },
      {
        en: 'Plans for a long journey or further studies take shape, but the paperwork is slower than you would like. Start it anyway.',
        hi: 'लंबी यात्रा या आगे की पढ़ाई की योजना आकार लेगी, पर कागज़ी काम उम्मीद से धीमा चलेगा। फिर भी शुरुआत आज ही कर दें।',
      },
      {
        en: 'With the Moon crossing {nakshatra}, a small act of charity, such as a meal for someone in need, brings more peace than any purchase today.',
        hi: 'चन्द्रमा {nakshatra} नक्षत्र से गुज़र रहे हैं; किसी ज़रूरतमंद को भोजन कराने जैसा छोटा-सा दान आज किसी भी ख़रीदारी से ज़्यादा सुकून देगा।',
      },
    ],
  },
  {
    tone: 'supportive',
    area: 'career',
    variants: [
      {
        en: 'The Moon at the top of your chart, in your {house} house of {theme}, puts your work in view. Present it, publish it or send it to the person who decides.',
        hi: 'चन्द्रमा आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है; आपका काम सबकी नज़र में रहेगा। उसे प्रस्तुत करें, प्रकाशित करें या निर्णय लेने वाले तक पहुँचाएँ।',
      },
      {
        en: 'A senior is pleased with you today. Raise the question of a new role or a raise calmly, with facts in hand.',
        hi: 'आज वरिष्ठ अधिकारी आपसे प्रसन्न रहेंगे। नई ज़िम्मेदारी या वेतन-वृद्धि की बात शांति से और तथ्यों के साथ रखें।',
      },
      {
        en: 'With the Moon in {nakshatra}, a task that has dragged on for weeks finally moves. Push it over the line before evening.',
        hi: 'चन्द्रमा के {nakshatra} नक्षत्र में रहते हफ़्तों से अटका काम आगे बढ़ेगा। शाम से पहले उसे पूरा कर डालें।',
      },
      {
        en: 'For those looking for work, an interview call or a reply to an application is likely. Prepare two good examples of what you have done.',
        hi: 'नौकरी की तलाश करने वालों को साक्षात्कार का बुलावा या आवेदन का जवाब मिल सकता है। अपने किए हुए दो अच्छे कामों के उदाहरण तैयार रखें।',
      },
      {
        en: 'Shopkeepers and traders see steady custom and fair dealing today. A good day to meet a supplier or change the display.',
        hi: 'दुकानदारों और व्यापारियों के लिए आज ग्राहकों की आवक अच्छी और लेन-देन साफ़ रहेगा। किसी आपूर्तिकर्ता से मिलने या दुकान की सजावट बदलने के लिए दिन अच्छा है।',
      },
      {
        en: 'With the Moon crossing {nakshatra}, your good name grows through a small favour you do for someone at work. Do it without being asked.',
        hi: 'चन्द्रमा {nakshatra} नक्षत्र से गुज़र रहे हैं; कार्यस्थल पर किसी की छोटी-सी मदद आपकी साख बढ़ाएगी। बिना कहे मदद करें।',
      },
    ],
  },
  {
    tone: 'supportive',
    area: 'finance',
    variants: [
      {
        en: 'The Moon in your {house} house of {theme} brings gains. Money owed to you, some extra income or a good sale is likely today.',
        hi: 'चन्द्रमा आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है; आज लाभ के योग हैं। रुका हुआ पैसा, कोई अतिरिक्त आमदनी या अच्छी बिक्री हो सकती है।',
      },
      {
        en: 'Friends are generous with their time and contacts today. Mention what you are working on; someone knows the right person.',
        hi: 'आज मित्र समय और जान-पहचान, दोनों से मदद करेंगे। अपने काम का ज़िक्र करें; किसी को सही व्यक्ति का पता होगा।',
      },
      {
        en: 'With the Moon in {nakshatra}, a wish you made some time ago comes close to being met. Keep going for the last few steps.',
        hi: 'चन्द्रमा के {nakshatra} नक्षत्र में रहते कोई पुरानी इच्छा पूरी होने के करीब पहुँचेगी। आख़िरी कदम उठाते रहें।',
      },
      {
        en: 'A group, a club or a community gathering is lucky for you. Go, even if you only stay an hour.',
        hi: 'किसी संस्था, समूह या सामुदायिक कार्यक्रम में जाना आज शुभ रहेगा। जाएँ, भले घंटे भर के लिए ही।',
      },
      {
        en: 'An elder brother or sister has good news or a useful offer. Call them before the day gets busy.',
        hi: 'बड़े भाई या बहन से अच्छी ख़बर या काम का प्रस्ताव मिलेगा। दिन व्यस्त होने से पहले उन्हें फ़ोन कर लें।',
      },
      {
        en: "With the Moon crossing {nakshatra}, put a part of today's income straight into savings before you can spend it.",
        hi: 'चन्द्रमा {nakshatra} नक्षत्र से गुज़र रहे हैं; आज की कमाई का एक हिस्सा ख़र्च करने से पहले ही बचत में डाल दें।',
      },
    ],
  },
  {
    tone: 'testing',
    area: 'finance',
    variants: [
      {
        en: 'The Moon in your {house} house of {theme} opens the purse. Expenses come out of nowhere; keep a margin and skip the shopping trip.',
        hi: 'चन्द्रमा आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है; अचानक ख़र्च सामने आएँगे। थोड़ी रकम अलग रखें और ख़रीदारी के लिए बाज़ार न जाएँ।',
      },
      {
        en: 'With the Moon in {nakshatra}, sleep is light and the mind keeps drifting. An early night does more for you than one more hour of work.',
        hi: 'चन्द्रमा के {nakshatra} नक्षत्र में रहते नींद कच्ची रहेगी और मन भटकता रहेगा। एक घंटा और काम करने से ज़्यादा फ़ायदा जल्दी सोने में है।',
      },
      {
        en: 'Travel or a hospital visit may take money and time today. Carry your documents and a little extra cash.',
        hi: 'आज यात्रा या अस्पताल के काम में पैसा और समय, दोनों लग सकते हैं। ज़रूरी कागज़ और थोड़ी अतिरिक्त नकदी साथ रखें।',
      },
      {
        en: 'A friend asking for a loan is hard to refuse today. Give only what you would be at peace never seeing again.',
        hi: 'आज किसी मित्र की उधार की माँग ठुकराना मुश्किल लगेगा। उतना ही दें जितना वापस न मिलने पर भी मन शांत रहे।',
      },
      {
        en: 'Work done quietly, behind the scenes, goes better than work done in public. Avoid a showdown and finish what you can on your own.',
        hi: 'आज पर्दे के पीछे चुपचाप किया गया काम सबके सामने किए काम से बेहतर रहेगा। टकराव से बचें और जो अकेले हो सके, पूरा कर लें।',
      },
      {
        en: 'With the Moon crossing {nakshatra}, money spent on a good cause or on someone in need turns a costly day into a meaningful one.',
        hi: 'चन्द्रमा {nakshatra} नक्षत्र से गुज़र रहे हैं; ख़र्च होना ही है तो किसी अच्छे काम या ज़रूरतमंद के लिए करें, तब महँगा दिन भी सार्थक लगेगा।',
      },
    ],
  },
];

/**
 * The transit of a graha other than the Moon through a favorable or an unfavorable house from the sign.
 * Favorable houses (the engine's rule, Phaladeepika ch. 26, data/gochara.ts): Sun 3, 6, 10, 11; Mars 3, 6, 11;
 * Mercury 2, 4, 6, 8, 10, 11; Jupiter 2, 5, 7, 9, 11; Venus 1, 2, 3, 4, 5, 8, 9, 11, 12; Saturn, Rahu and Ketu
 * 3, 6, 11; all other houses unfavorable. Areas: Sun, Mercury, Saturn, Rahu career; Mars health; Jupiter finance;
 * Venus relationships; Ketu spirit (module comment). Every variant uses {planet}, {house} and {theme}.
 */
export const TRANSIT_EFFECTS: Readonly<Record<Exclude<GrahaId, 'moon'>, { readonly area: HoroscopeArea; readonly favorable: readonly Text[]; readonly unfavorable: readonly Text[] }>> = {
  sun: {
    area: 'career',
    favorable: [
      {
        en: '{planet} moving through your {house} house of {theme} brings recognition: the work you have done is noticed by people who matter.',
        hi: '{planet} आपकी राशि से {house} भाव में गोचर कर रहे हैं, जो {theme} का भाव है; आपके किए काम पर ज़िम्मेदार लोगों की नज़र पड़ेगी।',
      },
      {
        en: 'With {planet} in your {house} house of {theme}, officials and seniors are on your side; push applications and approvals forward now.',
        hi: '{theme} वाले {house} भाव में {planet} के रहते अधिकारी और वरिष्ठ आपके पक्ष में रहेंगे; आवेदन और स्वीकृतियों के काम अभी आगे बढ़ाएँ।',
      },
      {
        en: '{planet} in your {house} house strengthens your will in matters of {theme}; a good spell to lead, decide and take charge.',
        hi: 'आपकी राशि से {house} भाव में {planet} {theme} से जुड़े मामलों में आपका इरादा मज़बूत करेंगे; नेतृत्व करने और फ़ैसले लेने का अच्छा समय है।',
      },
      {
        en: '{planet} passing your {house} house of {theme} gives energy and a clear head; your health holds up and rivals step back.',
        hi: '{theme} वाले {house} भाव से गुज़रते {planet} ऊर्जा और साफ़ सोच देंगे; सेहत ठीक रहेगी और विरोधी पीछे हटेंगे।',
      },
    ],
    unfavorable: [
      {
        en: '{planet} in your {house} house of {theme} can bring friction with bosses or officials; do your job well and keep your ego out of it.',
        hi: '{planet} आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है; अफ़सरों या अधिकारियों से टकराव हो सकता है, काम अच्छे से करें और अहं को बीच में न लाएँ।',
      },
      {
        en: 'While {planet} crosses your {house} house of {theme}, effort earns less credit than it deserves; keep a record of what you deliver.',
        hi: 'जब तक {planet} आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है, मेहनत का पूरा श्रेय मिलने में देर होगी; अपने किए कामों का लिखित हिसाब रखें।',
      },
      {
        en: '{planet} in your {house} house heats up matters of {theme}; watch your temper, your eyes and your blood pressure.',
        hi: 'आपकी राशि से {house} भाव में {planet} {theme} से जुड़े मामलों में गर्मी बढ़ाएँगे; ग़ुस्से, आँखों और रक्तचाप का ध्यान रखें।',
      },
      {
        en: 'With {planet} in your {house} house of {theme}, a government paper or a permit may be held up; apply early and follow it up in person.',
        hi: '{theme} वाले {house} भाव में {planet} के रहते कोई सरकारी कागज़ या अनुमति अटक सकती है; समय से पहले आवेदन करें और ख़ुद जाकर पता करें।',
      },
    ],
  },
  mars: {
    area: 'health',
    favorable: [
      {
        en: '{planet} in your {house} house of {theme} fills you with drive; you outpace rivals and finish physical work that others leave undone.',
        hi: '{planet} आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है; जोश भरपूर रहेगा, विरोधियों पर जीत मिलेगी और मेहनत वाले काम पूरे होंगे।',
      },
      {
        en: 'With {planet} moving through your {house} house of {theme}, stamina is high; a good time to start a fitness routine and stick to it.',
        hi: '{theme} वाले {house} भाव में {planet} के गोचर से शरीर में दम रहेगा; व्यायाम की नई दिनचर्या शुरू करने और उसे निभाने का अच्छा समय है।',
      },
      {
        en: '{planet} passing your {house} house gives you courage in matters of {theme}; old ailments loosen their hold.',
        hi: 'आपकी राशि से {house} भाव से गुज़रते {planet} {theme} से जुड़े मामलों में हिम्मत देंगे; पुरानी तकलीफ़ों की पकड़ ढीली होगी।',
      },
      {
        en: 'While {planet} holds your {house} house of {theme}, land, tools and technical work favour you, and disputes tend to settle your way.',
        hi: 'जब तक {planet} आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है, ज़मीन, औज़ार और तकनीकी कामों में लाभ मिलेगा और विवाद आपके पक्ष में सुलझेंगे।',
      },
    ],
    unfavorable: [
      {
        en: '{planet} in your {house} house of {theme} raises heat and haste; drive carefully and treat knives, fire and machines with respect.',
        hi: '{planet} आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है; जल्दबाज़ी और गर्मी बढ़ेगी, वाहन सावधानी से चलाएँ और चाकू, आग व मशीनों से सतर्क रहें।',
      },
      {
        en: 'With {planet} in your {house} house, tempers flare over {theme}; walk away from an argument before it turns into a quarrel.',
        hi: 'आपकी राशि से {house} भाव में {planet} के रहते {theme} को लेकर ग़ुस्सा भड़क सकता है; बहस झगड़े में बदले, उससे पहले वहाँ से हट जाएँ।',
      },
      {
        en: '{planet} moving through your {house} house of {theme} can bring fevers, cuts or strains; rest when the body asks for it.',
        hi: '{theme} वाले {house} भाव में {planet} का गोचर बुख़ार, चोट या मोच दे सकता है; शरीर आराम माँगे तो आराम करें।',
      },
      {
        en: 'While {planet} crosses your {house} house of {theme}, blood pressure and acidity need watching; cut down on spicy food and late nights.',
        hi: 'जब तक {planet} आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है, रक्तचाप और पेट की जलन पर नज़र रखें; तीखा भोजन और देर रात तक जागना कम करें।',
      },
    ],
  },
  mercury: {
    area: 'career',
    favorable: [
      {
        en: '{planet} in your {house} house of {theme} sharpens your mind; paperwork, accounts and negotiations go your way.',
        hi: '{planet} आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है; बुद्धि तेज़ रहेगी और कागज़ी काम, हिसाब-किताब व बातचीत में सफलता मिलेगी।',
      },
      {
        en: 'With {planet} moving through your {house} house of {theme}, writing, teaching and trading bring steady results.',
        hi: '{theme} वाले {house} भाव में {planet} के गोचर से लेखन, अध्यापन और व्यापार में लगातार अच्छे परिणाम मिलेंगे।',
      },
      {
        en: '{planet} passing your {house} house helps you learn fast in matters of {theme}; take the course or the exam now.',
        hi: 'आपकी राशि से {house} भाव से गुज़रते {planet} {theme} से जुड़े मामलों में जल्दी सीखने में मदद करेंगे; कोई पाठ्यक्रम या परीक्षा अभी पूरी करें।',
      },
      {
        en: 'While {planet} holds your {house} house of {theme}, friends and contacts open doors; one well-written message can land a new opportunity.',
        hi: 'जब तक {planet} आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है, मित्र और जान-पहचान वाले रास्ते खोलेंगे; एक सधा हुआ संदेश नया अवसर दिला सकता है।',
      },
    ],
    unfavorable: [
      {
        en: '{planet} in your {house} house of {theme} can scatter your attention; check every figure and every name before you send anything.',
        hi: '{planet} आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है; ध्यान बँट सकता है, कुछ भी भेजने से पहले हर आँकड़ा और हर नाम जाँच लें।',
      },
      {
        en: 'With {planet} in your {house} house, misunderstandings over {theme} are likely; put every agreement in writing.',
        hi: 'आपकी राशि से {house} भाव में {planet} के रहते {theme} को लेकर ग़लतफ़हमियाँ हो सकती हैं; हर समझौता लिखित में करें।',
      },
      {
        en: '{planet} moving through your {house} house of {theme} makes contracts and trades slippery; read the fine print twice.',
        hi: '{theme} वाले {house} भाव में {planet} का गोचर अनुबंधों और सौदों में धोखे की गुंजाइश बढ़ाता है; बारीक शर्तें दो बार पढ़ें।',
      },
      {
        en: 'While {planet} crosses your {house} house of {theme}, a deal may fall through at the last moment; keep a second option ready.',
        hi: 'जब तक {planet} आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है, कोई सौदा आख़िरी समय पर टल सकता है; दूसरा विकल्प तैयार रखें।',
      },
    ],
  },
  jupiter: {
    area: 'finance',
    favorable: [
      {
        en: '{planet} in your {house} house of {theme} widens your means; income grows and what you save now tends to last.',
        hi: '{planet} आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है; आमदनी बढ़ेगी और इस समय की गई बचत टिकाऊ रहेगी।',
      },
      {
        en: 'With {planet} moving through your {house} house of {theme}, good counsel arrives when you need it; a sound investment or a family celebration is likely.',
        hi: '{theme} वाले {house} भाव में {planet} के गोचर से ज़रूरत के समय सही सलाह मिलेगी; अच्छा निवेश या परिवार में कोई शुभ कार्य हो सकता है।',
      },
      {
        en: '{planet} passing your {house} house blesses matters of {theme}; generosity comes back to you, often with interest.',
        hi: 'आपकी राशि से {house} भाव से गुज़रते {planet} {theme} से जुड़े मामलों में शुभ फल देंगे; आपकी उदारता ब्याज समेत लौटकर आएगी।',
      },
      {
        en: 'While {planet} holds your {house} house of {theme}, teachers, banks and elders back you; a good time for a loan you can repay or a long-term plan.',
        hi: 'जब तक {planet} आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है, गुरुजन, बैंक और बड़े-बुज़ुर्ग साथ देंगे; चुकाने लायक ऋण या लंबी अवधि की योजना के लिए अच्छा समय है।',
      },
    ],
    unfavorable: [
      {
        en: '{planet} in your {house} house of {theme} promises more than it gives; be wary of schemes that look too generous.',
        hi: '{planet} आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है; वादे ज़्यादा और फल कम मिलेंगे, बहुत उदार दिखने वाली योजनाओं से सावधान रहें।',
      },
      {
        en: 'With {planet} in your {house} house, money matters tied to {theme} move slowly; avoid lending and big purchases on credit.',
        hi: 'आपकी राशि से {house} भाव में {planet} के रहते {theme} से जुड़े पैसों के काम धीमे चलेंगे; उधार देने और किस्तों पर बड़ी ख़रीदारी से बचें।',
      },
      {
        en: '{planet} moving through your {house} house of {theme} can make you overconfident; get a second opinion before any big financial step.',
        hi: '{theme} वाले {house} भाव में {planet} का गोचर अति-आत्मविश्वास दे सकता है; पैसों का कोई बड़ा कदम उठाने से पहले किसी दूसरे की राय ज़रूर लें।',
      },
      {
        en: 'While {planet} crosses your {house} house of {theme}, advisers and elders may disagree with you; listen, but leave your savings where they are.',
        hi: 'जब तक {planet} आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है, सलाहकारों और बड़ों से मतभेद हो सकते हैं; बात सुनें, पर अपनी बचत जहाँ है वहीं रहने दें।',
      },
    ],
  },
  venus: {
    area: 'relationships',
    favorable: [
      {
        en: '{planet} in your {house} house of {theme} sweetens relationships; affection is returned and small gestures go a long way.',
        hi: '{planet} आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है; रिश्तों में मिठास रहेगी, प्यार का जवाब प्यार से मिलेगा और छोटे-छोटे प्रयास बड़ा असर करेंगे।',
      },
      {
        en: 'With {planet} moving through your {house} house of {theme}, social life brightens; an invitation, a gift or a new friendship is likely.',
        hi: '{theme} वाले {house} भाव में {planet} के गोचर से मेल-जोल बढ़ेगा; कोई निमंत्रण, उपहार या नई दोस्ती मिल सकती है।',
      },
      {
        en: '{planet} passing your {house} house brings comfort and charm to matters of {theme}; a good time for marriage talks and for making up.',
        hi: 'आपकी राशि से {house} भाव से गुज़रते {planet} {theme} से जुड़े मामलों में सुख और आकर्षण लाएँगे; विवाह की बात चलाने और रूठों को मनाने का अच्छा समय है।',
      },
      {
        en: 'While {planet} holds your {house} house of {theme}, art, music and beauty lift your spirits; share them with someone you love.',
        hi: 'जब तक {planet} आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है, कला, संगीत और सुंदरता मन को प्रसन्न रखेंगे; इन्हें किसी प्रिय के साथ बाँटें।',
      },
    ],
    unfavorable: [
      {
        en: '{planet} in your {house} house of {theme} can breed misunderstandings in love; say what you feel plainly instead of expecting it to be guessed.',
        hi: '{planet} आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है; प्रेम में ग़लतफ़हमी हो सकती है, मन की बात अंदाज़े पर न छोड़ें, साफ़ कहें।',
      },
      {
        en: 'With {planet} in your {house} house, comforts tied to {theme} cost more than they are worth; skip the luxury purchase.',
        hi: 'आपकी राशि से {house} भाव में {planet} के रहते {theme} से जुड़े सुख-साधन महँगे पड़ेंगे; विलासिता की ख़रीदारी टाल दें।',
      },
      {
        en: '{planet} moving through your {house} house of {theme} can stir jealousy or an old flame; stay loyal and keep nothing hidden.',
        hi: '{theme} वाले {house} भाव में {planet} का गोचर ईर्ष्या या पुराने प्रेम की याद जगा सकता है; वफ़ादार रहें और कुछ भी न छिपाएँ।',
      },
      {
        en: 'While {planet} crosses your {house} house of {theme}, a partner may feel neglected; keep one unhurried evening a week for the two of you.',
        hi: 'जब तक {planet} आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है, जीवनसाथी ख़ुद को उपेक्षित महसूस कर सकते हैं; हर सप्ताह एक शाम इत्मीनान से साथ बिताएँ।',
      },
    ],
  },
  saturn: {
    area: 'career',
    favorable: [
      {
        en: '{planet} in your {house} house of {theme} rewards patient work; steady effort now builds a position that lasts for years.',
        hi: '{planet} आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है; धैर्य से किए काम का फल मिलेगा और अभी की मेहनत बरसों टिकने वाली स्थिति बनाएगी।',
      },
      {
        en: 'With {planet} moving through your {house} house of {theme}, delays clear and long-pending matters finally reach a decision.',
        hi: '{theme} वाले {house} भाव में {planet} के गोचर से अड़चनें हटेंगी और लंबे समय से लटके मामलों पर आख़िरकार फ़ैसला होगा।',
      },
      {
        en: '{planet} passing your {house} house gives you discipline in matters of {theme}; rivals tire before you do.',
        hi: 'आपकी राशि से {house} भाव से गुज़रते {planet} {theme} से जुड़े मामलों में अनुशासन देंगे; विरोधी आपसे पहले थक जाएँगे।',
      },
      {
        en: 'While {planet} holds your {house} house of {theme}, staff, workers and older colleagues stand by you; a good time to build a team.',
        hi: 'जब तक {planet} आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है, कर्मचारी, मज़दूर और अनुभवी सहकर्मी साथ देंगे; भरोसेमंद साथियों का दल बनाने का अच्छा समय है।',
      },
    ],
    unfavorable: [
      {
        en: '{planet} in your {house} house of {theme} slows results; the work gets done, but later and with more effort than planned.',
        hi: '{planet} आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है; परिणाम धीमे मिलेंगे, काम बनेगा पर देर से और सोच से ज़्यादा मेहनत के बाद।',
      },
      {
        en: 'With {planet} in your {house} house, duties tied to {theme} grow heavier; take them on one at a time and do not skimp on any.',
        hi: 'आपकी राशि से {house} भाव में {planet} के रहते {theme} से जुड़ी ज़िम्मेदारियाँ भारी होंगी; उन्हें एक-एक करके निभाएँ और किसी में ढील न दें।',
      },
      {
        en: '{planet} moving through your {house} house of {theme} tests your patience at work; keep your head down and your name clean.',
        hi: '{theme} वाले {house} भाव में {planet} का गोचर काम-काज में धैर्य की परीक्षा लेगा; चुपचाप अपना काम करें और अपनी छवि बेदाग़ रखें।',
      },
      {
        en: 'While {planet} crosses your {house} house of {theme}, a hasty change of job or town is likely to be regretted; wait until the ground is firm.',
        hi: 'जब तक {planet} आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है, जल्दबाज़ी में नौकरी या शहर बदलने पर पछतावा हो सकता है; ज़मीन पक्की होने तक रुकें।',
      },
    ],
  },
  rahu: {
    area: 'career',
    favorable: [
      {
        en: '{planet} in your {house} house of {theme} brings unusual openings; a new field, a contact abroad or a new technology works in your favour.',
        hi: '{planet} आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है; अनोखे अवसर मिलेंगे, कोई नया क्षेत्र, विदेशी संपर्क या नई तकनीक आपके काम आएगी।',
      },
      {
        en: 'With {planet} moving through your {house} house of {theme}, bold moves pay off and rivals lose their grip.',
        hi: '{theme} वाले {house} भाव में {planet} के गोचर से साहसी कदम फल देंगे और विरोधियों की पकड़ ढीली होगी।',
      },
      {
        en: '{planet} passing your {house} house turns ambition around {theme} into real gains; aim higher than usual.',
        hi: 'आपकी राशि से {house} भाव से गुज़रते {planet} {theme} से जुड़ी महत्वाकांक्षाओं को ठोस लाभ में बदलेंगे; सामान्य से ऊँचा लक्ष्य रखें।',
      },
      {
        en: 'While {planet} holds your {house} house of {theme}, networking and publicity work well; let people know what you do.',
        hi: 'जब तक {planet} आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है, संपर्क बढ़ाना और प्रचार करना फ़ायदेमंद रहेगा; लोगों को बताएँ कि आप क्या करते हैं।',
      },
    ],
    unfavorable: [
      {
        en: '{planet} in your {house} house of {theme} can cloud your judgement; check the source of any offer that seems too good.',
        hi: '{planet} आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है; विवेक पर धुंध छा सकती है, बहुत अच्छे लगने वाले किसी भी प्रस्ताव का स्रोत जाँच लें।',
      },
      {
        en: 'With {planet} in your {house} house, restlessness over {theme} may push you to quit or switch abruptly; think it over for a week first.',
        hi: 'आपकी राशि से {house} भाव में {planet} के रहते {theme} को लेकर बेचैनी अचानक काम छोड़ने या बदलने को उकसाएगी; फ़ैसले से पहले एक सप्ताह सोचें।',
      },
      {
        en: '{planet} moving through your {house} house of {theme} can bring confusion at work, gossip or hidden rivals; keep your plans to yourself.',
        hi: '{theme} वाले {house} भाव में {planet} का गोचर काम में उलझन, चुगली या छिपे विरोधी ला सकता है; अपनी योजनाएँ अपने तक रखें।',
      },
      {
        en: 'While {planet} crosses your {house} house of {theme}, take no shortcuts with money or documents; what looks quick now can cost you later.',
        hi: 'जब तक {planet} आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है, पैसों या दस्तावेज़ों में कोई आसान रास्ता न अपनाएँ; जो अभी जल्दी लगे, बाद में भारी पड़ सकता है।',
      },
    ],
  },
  ketu: {
    area: 'spirit',
    favorable: [
      {
        en: '{planet} in your {house} house of {theme} loosens old attachments; let go of what no longer helps and you will feel lighter.',
        hi: '{planet} आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है; पुराने मोह ढीले पड़ेंगे, जो अब काम का नहीं उसे छोड़ दें, मन हल्का होगा।',
      },
      {
        en: 'With {planet} moving through your {house} house of {theme}, meditation, prayer and quiet study bring real insight.',
        hi: '{theme} वाले {house} भाव में {planet} के गोचर से ध्यान, प्रार्थना और शांत अध्ययन से सच्ची समझ मिलेगी।',
      },
      {
        en: '{planet} passing your {house} house sharpens your instinct in matters of {theme}; trust the quiet feeling that something is right or wrong.',
        hi: 'आपकी राशि से {house} भाव से गुज़रते {planet} {theme} से जुड़े मामलों में गहरी अंतःप्रेरणा देंगे; भीतर की शांत आवाज़ पर भरोसा करें।',
      },
      {
        en: 'While {planet} holds your {house} house of {theme}, hidden problems come to light and can be solved for good; research and healing work go well.',
        hi: 'जब तक {planet} आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है, छिपी समस्याएँ सामने आएँगी और हमेशा के लिए सुलझ सकेंगी; शोध और उपचार के काम अच्छे चलेंगे।',
      },
    ],
    unfavorable: [
      {
        en: '{planet} in your {house} house of {theme} can leave you detached or unsure; keep a simple daily practice to stay grounded.',
        hi: '{planet} आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है; मन उचाट या दुविधा में रह सकता है, स्थिर रहने के लिए रोज़ की कोई सरल साधना रखें।',
      },
      {
        en: 'With {planet} in your {house} house, matters of {theme} may feel empty or unfinished; do not abandon them, finish one thing at a time.',
        hi: 'आपकी राशि से {house} भाव में {planet} के रहते {theme} से जुड़े काम अधूरे या फीके लग सकते हैं; उन्हें छोड़ें नहीं, एक-एक करके पूरा करें।',
      },
      {
        en: '{planet} moving through your {house} house of {theme} can bring small injuries or puzzling symptoms; get a proper check-up rather than guessing.',
        hi: '{theme} वाले {house} भाव में {planet} का गोचर छोटी चोटें या समझ न आने वाली तकलीफ़ें दे सकता है; अंदाज़ा लगाने के बजाय ठीक से जाँच कराएँ।',
      },
      {
        en: 'While {planet} crosses your {house} house of {theme}, a disappointment may shake your faith; talk it over with a teacher or an elder you trust.',
        hi: 'जब तक {planet} आपकी राशि से {house} भाव में हैं, जो {theme} का भाव है, किसी निराशा से आस्था डगमगा सकती है; किसी भरोसेमंद गुरु या बड़े से बात करें।',
      },
    ],
  },
};

/** Events of the period; {planet} {sign} {house} {theme} {date}. */
export const EVENT_PHRASES: Readonly<Record<'sign-ingress' | 'station-retrograde' | 'station-direct' | 'new-moon' | 'full-moon' | 'solar-eclipse' | 'lunar-eclipse' | 'chandrashtama', readonly Text[]>> = {
  'sign-ingress': [
    {
      en: 'On {date} {planet} enters {sign}, your {house} house: matters of {theme} come into focus.',
      hi: '{date} को {planet} {sign} राशि में प्रवेश करेंगे, जो आपकी राशि से {house} भाव में पड़ती है; {theme} से जुड़े मामले केंद्र में आएँगे।',
    },
    {
      en: '{planet} moves into {sign} on {date}, into your {house} house of {theme}.',
      hi: '{date} को {planet} {sign} राशि में आ जाएँगे, यानी आपकी राशि से {house} भाव में, जो {theme} का भाव है।',
    },
    {
      en: 'From {date} {planet} transits {sign}, your {house} house; expect a shift in {theme}.',
      hi: '{date} से {planet} {sign} राशि में गोचर करेंगे, जो आपके {house} भाव में है; {theme} से जुड़े मामलों में बदलाव दिखेगा।',
    },
    {
      en: 'A change of sign on {date}: {planet} moves on to {sign}, and its influence now falls on your {house} house of {theme}.',
      hi: '{date} को {planet} राशि बदलकर {sign} में पहुँचेंगे; अब उनका असर आपके {house} भाव पर रहेगा, जो {theme} का भाव है।',
    },
  ],
  'station-retrograde': [
    {
      en: '{planet} turns retrograde in {sign}, your {house} house, on {date}: revisit matters of {theme} rather than starting them afresh.',
      hi: '{date} को {planet} {sign} राशि में, यानी आपकी राशि से {house} भाव में, वक्री होंगे; {theme} से जुड़े मामलों में नई शुरुआत के बजाय पुराने काम दोबारा देखें।',
    },
    {
      en: 'On {date} {planet} stations retrograde in your {house} house; old questions of {theme} return for a second look.',
      hi: '{date} को {planet} आपके {house} भाव में वक्री हो रहे हैं; {theme} से जुड़े पुराने सवाल फिर सामने आएँगे।',
    },
    {
      en: '{planet} slows and turns back in {sign} on {date}; in your {house} house of {theme}, review, repair and wait before you sign.',
      hi: '{date} को {planet} {sign} राशि में रुककर वक्री होंगे; आपके {house} भाव में, जो {theme} का भाव है, समीक्षा और सुधार करें और दस्तख़त से पहले रुकें।',
    },
  ],
  'station-direct': [
    {
      en: '{planet} turns direct in {sign}, your {house} house, on {date}: stalled matters of {theme} begin to move again.',
      hi: '{date} को {planet} {sign} राशि में, यानी आपकी राशि से {house} भाव में, मार्गी होंगे; {theme} से जुड़े रुके मामले फिर चल पड़ेंगे।',
    },
    {
      en: 'On {date} {planet} goes direct in your {house} house; decisions about {theme} that you held back can now be made.',
      hi: '{date} को {planet} आपके {house} भाव में मार्गी हो रहे हैं; {theme} को लेकर जो फ़ैसले रोक रखे थे, अब ले सकते हैं।',
    },
    {
      en: '{planet} ends its retrograde spell in {sign} on {date}; in your {house} house of {theme} the way ahead clears, slowly at first.',
      hi: '{date} को {planet} {sign} राशि में वक्री गति छोड़कर मार्गी होंगे; आपके {house} भाव में {theme} से जुड़ा रास्ता धीरे-धीरे साफ़ होगा।',
    },
  ],
  'new-moon': [
    {
      en: 'New moon on {date} in {sign}, your {house} house: a fresh start in matters of {theme}.',
      hi: '{date} को {sign} राशि में अमावस्या है, जो आपकी राशि से {house} भाव में पड़ती है; {theme} से जुड़े मामलों में नई शुरुआत का समय है।',
    },
    {
      en: 'The new moon of {date} falls in your {house} house of {theme}; set one clear intention and act on it in the days that follow.',
      hi: '{date} की अमावस्या आपके {house} भाव में पड़ रही है, जो {theme} का भाव है; एक स्पष्ट संकल्प लें और अगले दिनों में उस पर अमल करें।',
    },
    {
      en: 'With the new moon in {sign} on {date}, plant a seed in your {house} house: begin small where {theme} is concerned.',
      hi: '{date} को {sign} राशि की अमावस्या आपके {house} भाव में है; {theme} के मामलों में छोटी-सी शुरुआत करें।',
    },
  ],
  'full-moon': [
    {
      en: 'Full moon on {date} in {sign}, your {house} house: matters of {theme} reach a peak and feelings run high.',
      hi: '{date} को {sign} राशि में पूर्णिमा है, जो आपकी राशि से {house} भाव में पड़ती है; {theme} से जुड़े मामले चरम पर होंगे और भावनाएँ उफान पर।',
    },
    {
      en: 'The full moon of {date} lights up your {house} house of {theme}; see what has grown since the new moon and bring it to completion.',
      hi: '{date} की पूर्णिमा आपके {house} भाव को रोशन करेगी, जो {theme} का भाव है; अमावस्या से अब तक जो शुरू किया, उसे पूरा करें।',
    },
    {
      en: 'With the full moon in {sign} on {date}, results in your {house} house of {theme} become visible; give thanks and let go of what did not work.',
      hi: '{date} को {sign} राशि की पूर्णिमा पर आपके {house} भाव में, जो {theme} का भाव है, परिणाम दिखेंगे; आभार मानें और जो नहीं चला उसे छोड़ दें।',
    },
  ],
  'solar-eclipse': [
    {
      en: 'A solar eclipse on {date} in {sign} falls in your {house} house: avoid big beginnings in matters of {theme} around that day.',
      hi: '{date} को {sign} राशि में सूर्य ग्रहण आपके {house} भाव में पड़ रहा है; उस दिन के आसपास {theme} से जुड़े बड़े कामों की शुरुआत न करें।',
    },
    {
      en: 'The solar eclipse of {date} touches your {house} house of {theme}; spend the hours of the eclipse in quiet, prayer or chanting.',
      hi: '{date} का सूर्य ग्रहण आपके {house} भाव को छूता है, जो {theme} का भाव है; ग्रहण काल शांति, प्रार्थना या जाप में बिताएँ।',
    },
    {
      en: 'With a solar eclipse in your {house} house on {date}, plans around {theme} may change course; stay flexible for a few weeks.',
      hi: '{date} को आपके {house} भाव में सूर्य ग्रहण है; {theme} से जुड़ी योजनाओं की दिशा बदल सकती है, कुछ सप्ताह लचीले रहें।',
    },
  ],
  'lunar-eclipse': [
    {
      en: 'A lunar eclipse on {date} in {sign} falls in your {house} house: feelings about {theme} may surge, so keep decisions for later.',
      hi: '{date} को {sign} राशि में चन्द्र ग्रहण आपके {house} भाव में पड़ रहा है; {theme} को लेकर भावनाएँ उमड़ सकती हैं, फ़ैसले बाद के लिए रखें।',
    },
    {
      en: 'The lunar eclipse of {date} touches your {house} house of {theme}; rest, fast lightly or chant during the eclipse.',
      hi: '{date} का चन्द्र ग्रहण आपके {house} भाव को छूता है, जो {theme} का भाव है; ग्रहण काल में विश्राम, हल्का उपवास या जाप करें।',
    },
    {
      en: 'With a lunar eclipse in your {house} house on {date}, a chapter in matters of {theme} comes to an end; let it close gracefully.',
      hi: '{date} को आपके {house} भाव में चन्द्र ग्रहण है; {theme} से जुड़ा कोई अध्याय पूरा होगा, उसे सहजता से विदा करें।',
    },
  ],
  chandrashtama: [
    {
      en: 'From {date} the Moon passes your {house} house: chandrashtama, for about two and a half days. Keep plans light and tempers cool.',
      hi: '{date} से चन्द्रमा आपकी राशि से {house} भाव में रहेंगे: लगभग ढाई दिन का चन्द्राष्टम। योजनाएँ हल्की और मन शांत रखें।',
    },
    {
      en: 'Chandrashtama begins on {date} as the Moon enters {sign}, your 8th house; put off risky travel and new ventures until it passes.',
      hi: '{date} को चन्द्रमा {sign} राशि में, यानी आपके आठवें भाव में, प्रवेश करेंगे और चन्द्राष्टम शुरू होगा; इसके बीतने तक जोखिम भरी यात्रा और नए काम टाल दें।',
    },
    {
      en: 'The Moon crosses your {house} house of {theme} from {date}: your chandrashtama. Look after your health and sign nothing important.',
      hi: '{date} से चन्द्रमा आपके {house} भाव से गुज़रेंगे, जो {theme} का भाव है: यह आपका चन्द्राष्टम है। सेहत का ध्यान रखें और किसी ज़रूरी कागज़ पर दस्तख़त न करें।',
    },
  ],
};

/** A favorable transit obstructed (vedha): {planet} {house} {other} {otherHouse}. */
export const VEDHA_PHRASES: readonly Text[] = [
  {
    en: '{planet} in your {house} house would favour you, but {other} in your {otherHouse} house blocks it (vedha); the good results come only in part.',
    hi: 'आपकी राशि से {house} भाव में {planet} शुभ फल देते, पर {other} के {otherHouse} भाव में होने से वेध बन रहा है; अच्छे फल अधूरे मिलेंगे।',
  },
  {
    en: 'A good transit held back: {planet} in your {house} house is obstructed by {other} in your {otherHouse} house, so progress comes with delays.',
    hi: 'शुभ गोचर पर रोक: आपके {house} भाव में बैठे {planet} को {otherHouse} भाव के {other} वेध दे रहे हैं, इसलिए प्रगति देर से होगी।',
  },
  {
    en: '{planet} is well placed in your {house} house, yet {other} in your {otherHouse} house casts a vedha on it; work for the results instead of waiting for them.',
    hi: '{planet} आपके {house} भाव में अच्छी स्थिति में हैं, फिर भी {otherHouse} भाव में {other} उन पर वेध डाल रहे हैं; फल की प्रतीक्षा न करें, उसके लिए मेहनत करें।',
  },
  {
    en: 'Vedha: {other} in your {otherHouse} house dims the promise of {planet} in your {house} house; keep your expectations modest for now.',
    hi: 'वेध: आपके {otherHouse} भाव में {other} आपके {house} भाव के {planet} के शुभ फल को फीका कर रहे हैं; अभी उम्मीदें संयमित रखें।',
  },
  {
    en: 'The help {planet} offers from your {house} house is cut short by {other} in your {otherHouse} house; count on your own effort this time.',
    hi: 'आपके {house} भाव से {planet} जो साथ देते, उसे {otherHouse} भाव में बैठे {other} बीच में रोक रहे हैं; इस बार अपनी मेहनत पर भरोसा रखें।',
  },
];

/** Advice closing a reading, by area and tone. No placeholders: the composer shows these as they are. */
export const ADVICE_PHRASES: Readonly<Record<HoroscopeArea, Readonly<Record<HoroscopeTone, readonly Text[]>>>> = {
  career: {
    supportive: [
      { en: 'Ask for the meeting or the role you want.', hi: 'जो बैठक या ज़िम्मेदारी चाहिए, उसके लिए आज ही कहें।' },
      { en: 'Finish one piece of work that shows, and put it before the person who decides.', hi: 'एक ऐसा काम पूरा करें जो सबको दिखे, और उसे निर्णय लेने वाले तक पहुँचाएँ।' },
      { en: 'Bring your résumé and list of achievements up to date while they are fresh.', hi: 'अपना बायोडाटा और उपलब्धियों की सूची अभी ताज़ा कर लें।' },
      { en: 'Help a colleague openly; goodwill earned now pays later.', hi: 'किसी सहकर्मी की खुलकर मदद करें; आज की सद्भावना आगे काम आएगी।' },
    ],
    mixed: [
      { en: 'Keep working steadily and leave big career moves for a clearer time.', hi: 'काम लगातार करते रहें, पर नौकरी से जुड़े बड़े फ़ैसले किसी साफ़ समय के लिए रखें।' },
      { en: 'Write down what was agreed at every meeting.', hi: 'हर बैठक में जो तय हो, उसे लिख लें।' },
      { en: 'Take on only what you can finish well.', hi: 'उतना ही काम हाथ में लें जितना अच्छे से पूरा कर सकें।' },
      { en: 'In meetings, listen more than you speak.', hi: 'बैठकों में बोलने से ज़्यादा सुनें।' },
    ],
    testing: [
      { en: 'Keep your head down, meet your deadlines and stay out of office politics.', hi: 'चुपचाप अपना काम करें, समय-सीमा का पालन करें और दफ़्तर की राजनीति से दूर रहें।' },
      { en: 'Do not resign or change jobs in anger.', hi: 'ग़ुस्से में न नौकरी छोड़ें, न बदलें।' },
      { en: 'Check twice anything you send to a senior.', hi: 'वरिष्ठों को कुछ भी भेजने से पहले दो बार जाँच लें।' },
      { en: 'Keep copies of your work and your letters.', hi: 'अपने काम और पत्राचार की प्रतियाँ सँभालकर रखें।' },
    ],
  },
  finance: {
    supportive: [
      { en: 'Put a fixed share of every gain into savings first.', hi: 'जो भी लाभ हो, उसका एक तय हिस्सा पहले बचत में डालें।' },
      { en: 'Collect money owed to you; people are ready to pay.', hi: 'जो पैसा लेना बाकी है, माँग लें; लोग चुकाने को तैयार हैं।' },
      { en: 'A good time to review insurance and long-term investments.', hi: 'बीमा और लंबी अवधि के निवेश की समीक्षा के लिए समय अच्छा है।' },
      { en: 'Spend on something that lasts rather than on a passing wish.', hi: 'क्षणिक इच्छा के बजाय किसी टिकाऊ चीज़ पर ख़र्च करें।' },
    ],
    mixed: [
      { en: 'Keep to your budget and wait a little before large purchases.', hi: 'बजट में रहें और बड़ी ख़रीदारी से पहले थोड़ा रुकें।' },
      { en: 'Compare three prices before you buy.', hi: 'कुछ भी ख़रीदने से पहले तीन जगह दाम देख लें।' },
      { en: 'Lend only what you can afford to lose.', hi: 'उतना ही उधार दें जितना डूबने पर भी न खले।' },
      { en: 'Write down every expense for a few days; the leaks will show.', hi: 'कुछ दिन हर ख़र्च लिखें; पैसा कहाँ रिस रहा है, दिख जाएगा।' },
    ],
    testing: [
      { en: 'No speculation, no new loans and no guarantees for others.', hi: 'न सट्टा, न नया कर्ज़, न किसी की ज़मानत।' },
      { en: 'Keep an emergency reserve and do not touch it.', hi: 'आपात स्थिति के लिए कुछ रकम अलग रखें और उसे हाथ न लगाएँ।' },
      { en: 'Read every contract twice and sign nothing in a hurry.', hi: 'हर अनुबंध दो बार पढ़ें और जल्दबाज़ी में किसी कागज़ पर दस्तख़त न करें।' },
      { en: 'Cut one regular expense you do not really need.', hi: 'कोई एक नियमित ख़र्च, जिसकी सच में ज़रूरत नहीं, बंद कर दें।' },
    ],
  },
  health: {
    supportive: [
      { en: 'Start the exercise you have been putting off.', hi: 'जिस व्यायाम को टालते आ रहे थे, उसे आज से शुरू करें।' },
      { en: 'Eat fresh food, sleep on time and enjoy the energy.', hi: 'ताज़ा भोजन करें, समय पर सोएँ और इस ऊर्जा का आनंद लें।' },
      { en: 'Book the check-up you have been meaning to have.', hi: 'जिस जाँच को कराने की सोच रहे थे, उसका समय अभी ले लें।' },
      { en: 'Spend some time outdoors in the morning sun.', hi: 'सुबह की धूप में कुछ समय बाहर बिताएँ।' },
    ],
    mixed: [
      { en: 'Keep meals regular and do not cut into your sleep.', hi: 'भोजन नियमित रखें और नींद से समझौता न करें।' },
      { en: 'Break up the work with a short walk every day.', hi: 'काम के बीच रोज़ थोड़ी सैर ज़रूर करें।' },
      { en: 'Drink enough water and go easy on tea and coffee.', hi: 'पर्याप्त पानी पिएँ और चाय-कॉफ़ी कम करें।' },
      { en: 'Attend to small aches early instead of pushing through them.', hi: 'छोटे-मोटे दर्द को अनदेखा न करें, शुरू में ही ध्यान दें।' },
    ],
    testing: [
      { en: 'Rest more, eat light and see a doctor about anything that lingers.', hi: 'ज़्यादा आराम करें, हल्का खाएँ और जो तकलीफ़ बनी रहे, उसके लिए डॉक्टर से मिलें।' },
      { en: 'Drive carefully and avoid risky sport.', hi: 'वाहन सावधानी से चलाएँ और जोखिम वाले खेलों से बचें।' },
      { en: 'Take your medicines on time and do not treat yourself on guesswork.', hi: 'दवाएँ समय पर लें और अपने मन से कोई दवा न लें।' },
      { en: 'Keep stress low: fewer commitments, more sleep.', hi: 'तनाव कम रखें: ज़िम्मेदारियाँ कम, नींद ज़्यादा।' },
    ],
  },
  relationships: {
    supportive: [
      { en: 'Say the kind word you have been holding back.', hi: 'जो प्यार भरी बात मन में रोक रखी है, कह दें।' },
      { en: 'Plan time together with your family or your partner.', hi: 'परिवार या जीवनसाथी के साथ समय बिताने की योजना बनाएँ।' },
      { en: 'Get in touch with an old friend; the reply will be warm.', hi: 'किसी पुराने मित्र से संपर्क करें; जवाब गर्मजोशी भरा होगा।' },
      { en: 'A good time for introductions and marriage proposals.', hi: 'परिचय कराने और रिश्ते की बात चलाने के लिए अच्छा समय है।' },
    ],
    mixed: [
      { en: 'Listen before you answer, especially at home.', hi: 'जवाब देने से पहले सुनें, ख़ासकर घर पर।' },
      { en: 'Make small promises and keep all of them.', hi: 'वादे छोटे करें और सब निभाएँ।' },
      { en: 'Leave work worries outside the dinner table.', hi: 'दफ़्तर की चिंताएँ खाने की मेज़ तक न लाएँ।' },
      { en: 'Give others room; not every silence means something is wrong.', hi: 'दूसरों को थोड़ी जगह दें; हर चुप्पी का मतलब नाराज़गी नहीं होता।' },
    ],
    testing: [
      { en: 'Choose patience over being right.', hi: 'सही साबित होने से ज़्यादा ज़रूरी है धैर्य रखना।' },
      { en: 'Avoid arguing about money with family.', hi: 'परिवार में पैसों को लेकर बहस से बचें।' },
      { en: 'When you feel hurt, sleep on it before you speak.', hi: 'मन दुखा हो तो बोलने से पहले एक रात रुक जाएँ।' },
      { en: 'Keep private matters private; word travels fast just now.', hi: 'निजी बातें निजी ही रखें; इन दिनों बातें जल्दी फैलती हैं।' },
    ],
  },
  spirit: {
    supportive: [
      { en: 'Begin a daily practice: ten minutes of prayer, meditation or chanting.', hi: 'रोज़ का एक नियम शुरू करें: दस मिनट प्रार्थना, ध्यान या जाप।' },
      { en: 'Visit a temple or a place that calms you.', hi: 'किसी मंदिर या ऐसी जगह जाएँ जहाँ मन शांत होता हो।' },
      { en: 'Give food or time to someone in need.', hi: 'किसी ज़रूरतमंद को भोजन दें या अपना समय दें।' },
      { en: 'Read a few pages of a book that nourishes you.', hi: 'मन को पोषण देने वाली किसी पुस्तक के कुछ पन्ने पढ़ें।' },
    ],
    mixed: [
      { en: 'Keep your practice short, simple and regular.', hi: 'साधना लंबी नहीं, सरल और नियमित रखें।' },
      { en: 'Sit quietly for a few minutes at sunrise or sunset.', hi: 'सूर्योदय या सूर्यास्त के समय कुछ पल शांत बैठें।' },
      { en: 'Honour your elders; their blessing steadies you.', hi: 'बड़ों का आदर करें; उनका आशीर्वाद आपको स्थिर रखेगा।' },
      { en: 'Let go of one old grudge.', hi: 'कोई एक पुरानी नाराज़गी मन से निकाल दें।' },
    ],
    testing: [
      { en: 'Light a lamp in the evening and sit with it for a while.', hi: 'शाम को दीपक जलाएँ और कुछ देर उसके पास शांत बैठें।' },
      { en: 'Make no big vows now; keep to small daily acts.', hi: 'अभी बड़े व्रत या संकल्प न लें; रोज़ के छोटे नियम निभाएँ।' },
      { en: 'When doubt comes, talk to someone whose faith you respect.', hi: 'मन में शंका उठे तो किसी ऐसे व्यक्ति से बात करें जिसकी आस्था का आप सम्मान करते हैं।' },
      { en: 'Chant or pray for a few minutes before sleep.', hi: 'सोने से पहले कुछ मिनट जाप या प्रार्थना करें।' },
    ],
  },
};

/** Openers of the weekly, monthly and yearly overviews: {sign} {period}. */
export const OVERVIEW_OPENERS: Readonly<Record<'weekly' | 'monthly' | 'yearly', Readonly<Record<HoroscopeTone, readonly Text[]>>>> = {
  weekly: {
    supportive: [
      { en: 'For {sign} this {period} starts on a good footing; use the first days to get ahead.', hi: '{sign} राशि के लिए यह {period} अच्छी शुरुआत लेकर आया है; शुरुआती दिनों में काम आगे बढ़ा लें।' },
      { en: '{sign}, this {period} rewards effort quickly: what you begin on Monday can show results by Friday.', hi: '{sign} राशि वालों, यह {period} मेहनत का फल जल्दी देगा: सोमवार को शुरू किया काम शुक्रवार तक रंग दिखा सकता है।' },
      { en: 'A bright {period} for {sign}, with more help around you than usual.', hi: '{sign} राशि के लिए यह {period} उजला है, आसपास मदद करने वाले सामान्य से ज़्यादा होंगे।' },
      { en: 'For {sign} the planets lean your way this {period}; plan boldly.', hi: '{sign} राशि के लिए यह {period} ग्रहों के साथ का है; योजनाएँ खुलकर बनाएँ।' },
    ],
    mixed: [
      { en: 'For {sign} this {period} mixes easy days with slow ones; do the important things early.', hi: '{sign} राशि के लिए यह {period} कुछ आसान और कुछ धीमे दिनों का मेल है; ज़रूरी काम पहले निपटा लें।' },
      { en: '{sign}, this {period} gives with one hand and asks with the other.', hi: '{sign} राशि वालों, यह {period} एक हाथ से देगा तो दूसरे से कुछ माँगेगा भी।' },
      { en: 'An uneven {period} for {sign}: good news and small hurdles arrive side by side.', hi: '{sign} राशि के लिए यह {period} उतार-चढ़ाव भरा है: अच्छी ख़बरें और छोटी अड़चनें साथ-साथ आएँगी।' },
      { en: 'For {sign} this {period} calls for balance more than speed.', hi: '{sign} राशि के लिए यह {period} रफ़्तार से ज़्यादा संतुलन माँगता है।' },
    ],
    testing: [
      { en: 'For {sign} this {period} asks for patience; keep plans modest and the diary light.', hi: '{sign} राशि के लिए यह {period} धैर्य माँगता है; योजनाएँ सीमित और दिनचर्या हल्की रखें।' },
      { en: '{sign}, this {period} is one to get through carefully rather than to conquer.', hi: '{sign} राशि वालों, यह {period} जीतने का नहीं, सँभलकर निकालने का है।' },
      { en: 'A demanding {period} for {sign}: delays are likely, so leave room in every plan.', hi: '{sign} राशि के लिए यह {period} मेहनत भरा है: देरी की आशंका है, इसलिए हर योजना में गुंजाइश रखें।' },
      { en: 'For {sign} the planets test your resolve this {period}; steady habits will carry you.', hi: '{sign} राशि के लिए यह {period} संकल्प की परीक्षा का है; नियमित आदतें आपको सँभाले रखेंगी।' },
    ],
  },
  monthly: {
    supportive: [
      { en: 'For {sign} this {period} brings steady progress on the things that matter most.', hi: '{sign} राशि के लिए यह {period} ज़रूरी कामों में लगातार प्रगति लेकर आएगा।' },
      { en: '{sign}, this {period} is a good one to set goals and keep to them; help comes when you ask.', hi: '{sign} राशि वालों, यह {period} लक्ष्य तय करने और उन पर टिके रहने के लिए अच्छा है; माँगने पर मदद मिलेगी।' },
      { en: 'A rewarding {period} for {sign}: work, money and relationships all have room to grow.', hi: '{sign} राशि के लिए यह {period} फलदायी है: काम, पैसा और रिश्ते, तीनों में बढ़त की गुंजाइश है।' },
      { en: 'For {sign} the planets favour new beginnings this {period}; start what you have been planning.', hi: '{sign} राशि के लिए यह {period} नई शुरुआत के लिए अनुकूल है; जिसकी योजना बना रहे थे, उसे शुरू करें।' },
    ],
    mixed: [
      { en: 'For {sign} this {period} moves in waves: push on in the good weeks and consolidate in the slow ones.', hi: '{sign} राशि के लिए यह {period} लहरों की तरह चलेगा: अच्छे सप्ताहों में आगे बढ़ें और धीमे सप्ताहों में जो हाथ में है उसे मज़बूत करें।' },
      { en: '{sign}, this {period} brings progress in some areas and tests in others; choose your battles.', hi: '{sign} राशि वालों, यह {period} कुछ क्षेत्रों में प्रगति और कुछ में परीक्षा लाएगा; सोच-समझकर मोर्चे चुनें।' },
      { en: 'A mixed {period} for {sign}, in which patience counts as much as effort.', hi: '{sign} राशि के लिए यह {period} मिला-जुला है, जिसमें धैर्य उतना ही ज़रूरी है जितनी मेहनत।' },
      { en: 'For {sign} this {period} is for finishing rather than starting.', hi: '{sign} राशि के लिए यह {period} नए काम शुरू करने से ज़्यादा पुराने काम पूरे करने का है।' },
    ],
    testing: [
      { en: 'For {sign} this {period} asks for care with money, health and words.', hi: '{sign} राशि के लिए यह {period} पैसे, सेहत और वाणी, तीनों में सावधानी माँगता है।' },
      { en: '{sign}, this {period} runs slower than you would like; stick to the basics and avoid big risks.', hi: '{sign} राशि वालों, यह {period} आपकी चाहत से धीमा चलेगा; बुनियादी कामों पर टिके रहें और बड़े जोखिम न लें।' },
      { en: 'A testing {period} for {sign}: the obstacles are real but temporary.', hi: '{sign} राशि के लिए यह {period} परीक्षा का है: बाधाएँ असली हैं, पर अस्थायी।' },
      { en: 'For {sign} this {period} favours those who allow for delays in their plans.', hi: '{sign} राशि के लिए यह {period} उन्हीं का साथ देगा जो देरी को ध्यान में रखकर योजना बनाते हैं।' },
    ],
  },
  yearly: {
    supportive: [
      { en: 'For {sign} this {period} holds real chances to grow in work and in standing.', hi: '{sign} राशि के लिए यह {period} काम और प्रतिष्ठा, दोनों में आगे बढ़ने के असली अवसर लेकर आया है।' },
      { en: '{sign}, this {period} favours long plans: study, building, saving and settling down.', hi: '{sign} राशि वालों, यह {period} लंबी योजनाओं के पक्ष में है: पढ़ाई, निर्माण, बचत और घर बसाना।' },
      { en: 'A generous {period} for {sign}, with more doors open than closed.', hi: '{sign} राशि के लिए यह {period} उदार है, बंद दरवाज़ों से ज़्यादा खुले दरवाज़े मिलेंगे।' },
      { en: 'For {sign} this {period} is a time to build something that lasts.', hi: '{sign} राशि के लिए यह {period} कुछ टिकाऊ खड़ा करने का समय है।' },
    ],
    mixed: [
      { en: 'For {sign} this {period} alternates between seasons of growth and seasons of consolidation.', hi: '{sign} राशि के लिए यह {period} कभी बढ़त और कभी ठहराव के दौर से होकर गुज़रेगा।' },
      { en: '{sign}, this {period} brings openings and responsibilities alike; take on only what you can sustain.', hi: '{sign} राशि वालों, यह {period} अवसर भी देगा और ज़िम्मेदारियाँ भी; उतना ही उठाएँ जितना निभा सकें।' },
      { en: 'A balanced {period} for {sign}: gains in some months, patience in others.', hi: '{sign} राशि के लिए यह {period} संतुलित है: कुछ महीनों में लाभ, कुछ में धैर्य।' },
      { en: 'For {sign} this {period} rewards steady choices over sudden ones.', hi: '{sign} राशि के लिए यह {period} अचानक फ़ैसलों से ज़्यादा सोचे-समझे कदमों का साथ देगा।' },
    ],
    testing: [
      { en: 'For {sign} this {period} is one of lessons; what you learn now pays off later.', hi: '{sign} राशि के लिए यह {period} सीख का है; अभी जो सीखेंगे, आगे काम आएगा।' },
      { en: '{sign}, this {period} asks for discipline with health and money; small habits will matter most.', hi: '{sign} राशि वालों, यह {period} सेहत और पैसे में अनुशासन माँगता है; छोटी आदतें ही सबसे ज़्यादा काम आएँगी।' },
      { en: 'A demanding {period} for {sign}, with delays that test your patience but not your future.', hi: '{sign} राशि के लिए यह {period} कठिन है; देरी धैर्य की परीक्षा लेगी, पर आपका भविष्य नहीं बिगाड़ेगी।' },
      { en: 'For {sign} this {period} calls for fewer risks and deeper roots.', hi: '{sign} राशि के लिए यह {period} कम जोखिम और गहरी जड़ों का है।' },
    ],
  },
};

/**
 * Remedies for an afflicting graha: {planet} {mantra} {day} {items} {deity}. `mantra` takes {mantra} {day}
 * {planet}; `charity` {items} {day}; `fast` {day} {planet}; `worship` {deity}.
 */
export const REMEDY_PHRASES: Readonly<Record<'mantra' | 'charity' | 'fast' | 'worship', Text>> = {
  mantra: {
    en: 'Chant {mantra} 108 times on {day} to steady {planet}.',
    hi: '{planet} की शांति के लिए {day} को {mantra} का 108 बार जाप करें।',
  },
  charity: {
    en: 'Give {items} to someone in need on {day}.',
    hi: '{day} को किसी ज़रूरतमंद को {items} का दान करें।',
  },
  fast: {
    en: 'Keep a light fast on {day} for {planet}.',
    hi: '{planet} के लिए {day} को हल्का व्रत रखें।',
  },
  worship: {
    en: 'Worship {deity} with a lamp and a few quiet minutes of prayer.',
    hi: 'दीपक जलाकर {deity} की पूजा करें और कुछ पल शांति से प्रार्थना करें।',
  },
};

/**
 * A graha retrograde through a house over the period (its retrograde span inside one sign): {planet} {house}
 * {theme} {date} (the last date of the span within the period).
 */
export const RETROGRADE_PHRASES: readonly Text[] = [
  {
    en: '{planet} is retrograde in your {house} house of {theme} until {date}: look again at plans there before you push them forward.',
    hi: '{planet} {date} तक आपकी राशि से {house} भाव में वक्री हैं: {theme} से जुड़ी योजनाओं को आगे बढ़ाने से पहले एक बार फिर जाँच लें।',
  },
  {
    en: 'With {planet} retrograde in your {house} house until {date}, old matters of {theme} come back for a second look.',
    hi: '{date} तक {planet} के आपके {house} भाव में वक्री रहने से {theme} से जुड़े पुराने मामले फिर सामने आ सकते हैं।',
  },
  {
    en: '{planet}, retrograde in your {house} house until {date}, slows {theme}; finish what is pending rather than starting anew.',
    hi: '{date} तक {planet} आपके {house} भाव में वक्री रहकर {theme} की गति धीमी करते हैं; नया शुरू करने के बजाय अधूरे काम पूरे करें।',
  },
];

/** How a response says the sign is read, by zodiac. */
export const ZODIAC_READINGS = {
  sidereal: {
    en: 'The sign is read as the Moon sign (rashi) on the sidereal zodiac (Lahiri), as rashifal columns read it; houses are counted from it.',
    hi: 'राशि को चंद्र राशि माना गया है (निरयण राशिचक्र, लाहिड़ी अयनांश), जैसे राशिफल में पढ़ी जाती है; भाव इसी से गिने गए हैं।',
  },
  tropical: {
    en: 'The sign is read as the Sun sign on the tropical zodiac, as western columns read it; houses are counted from it.',
    hi: 'राशि को सायन राशिचक्र पर सूर्य राशि माना गया है, जैसे पश्चिमी स्तंभों में; भाव इसी से गिने गए हैं।',
  },
} as const satisfies Readonly<Record<'sidereal' | 'tropical', Text>>;
