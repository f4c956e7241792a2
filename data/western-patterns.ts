/**
 * Names and readings of the chart patterns (astro/western/patterns.ts), in the service's own words. `{bodies}`,
 * `{apex}` and `{where}` are filled by the presenter.
 */
import type { Text } from './text.ts';
export const WESTERN_PATTERNS = [
  {
    id: 'grand-trine', en: 'Grand trine', hi: 'महा त्रिकोण',
    text: { en: '{bodies} trine one another: talents that flow without effort, and the ease that can keep them unused',
    hi: '{bodies} परस्पर त्रिकोण में: सहज प्रवाहित प्रतिभाएँ, और वह सहजता जो उन्हें अप्रयुक्त भी छोड़ सकती है' },
  },
  {
    id: 't-square', en: 'T-square', hi: 'टी-वर्ग',
    text: { en: '{bodies}: an opposition squared by {apex}, which carries the tension and the drive to resolve it',
    hi: '{bodies}: एक प्रतियुति जिसे {apex} केंद्र दृष्टि से बाँधता है; तनाव और उसे सुलझाने की प्रेरणा {apex} पर' },
  },
  {
    id: 'grand-cross', en: 'Grand cross', hi: 'महा क्रॉस',
    text: { en: '{bodies} in two oppositions squaring each other: pressure from four sides, and great staying power',
    hi: '{bodies} दो परस्पर केंद्रस्थ प्रतियुतियों में: चारों ओर से दबाव, और अद्भुत धैर्य' },
  },
  {
    id: 'yod', en: 'Yod', hi: 'योड',
    text: { en: '{bodies}: a sextile pointing through two quincunxes at {apex}, a point of adjustment and of a particular calling',
    hi: '{bodies}: एक सेक्सटाइल जो दो क्विनकंक्स से {apex} की ओर संकेत करता है; समायोजन और विशेष उद्देश्य का बिंदु' },
  },
  {
    id: 'kite', en: 'Kite', hi: 'पतंग',
    text: { en: '{bodies}: a grand trine given direction by {apex}, opposite one corner and sextile the other two',
    hi: '{bodies}: एक महा त्रिकोण जिसे {apex} दिशा देता है, एक कोने के सामने और शेष दो से सेक्सटाइल में' },
  },
  {
    id: 'stellium', en: 'Stellium', hi: 'ग्रह-समूह (स्टेलियम)',
    text: { en: '{bodies} together in {where}: that part of life gathers much of the chart\'s energy',
    hi: '{bodies} एक साथ {where} में: जीवन का यह क्षेत्र कुंडली की अधिकांश ऊर्जा समेटता है' },
  },
] as const satisfies readonly { id: string; en: string; hi: string; text: Text }[];
