/**
 * The words a response uses about the zone a birth was read in: an offset spelled out, and the warning of a birth
 * read at an endpoint's fixed default zone (GET kundali's 5.75 hours) when the zone in force at the birth place
 * gave another offset. Templates fill `{name}` fields (api/shared/format.ts `fillText`); zone names, `UTC` and the
 * parameter to send (`timezone=…`) are ids and stay as they are in every language.
 */
import type { Text } from './text.ts';

/** An offset from UTC: `{hours}` in decimal hours, `{clock}` as `+05:45`. */
export const OFFSET_WORDS: Text = { en: '{hours} hours (UTC{clock})', hi: '{hours} घंटे (UTC{clock})' };

/** The warning: `{default}` and `{local}` are `OFFSET_WORDS`, `{zone}` the IANA zone in force at the birth place. */
export const DEFAULT_ZONE_WARNING: Text = {
  en:
    "No timezone was sent, so the birth time was read at this endpoint's default of {default}; the zone in force at the birth place " +
    'then was {zone}, {local}. Send timezone={zone} (or the hours) if the time was local there',
  hi:
    'समय क्षेत्र नहीं भेजा गया, इसलिए जन्म का समय इस सेवा के पूर्वनिर्धारित {default} पर पढ़ा गया; उस समय जन्म स्थान पर लागू समय क्षेत्र ' +
    '{zone}, {local} था। यदि समय वहीं का स्थानीय था तो timezone={zone} (या घंटे) भेजें',
};
