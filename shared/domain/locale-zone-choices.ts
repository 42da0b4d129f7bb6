/**
 * The zones a caller is asked to choose among before their first wall-clock time, per Discord
 * locale whose speakers live across several zones (decisions.md, "The zone before the first
 * reminder"). Locales that settle one zone (localeZones: ja → Asia/Tokyo, en-GB → Europe/London)
 * are absent: their callers are not asked. The lists follow where the language's speakers live
 * (CLDR's metazones for the countries the locale names), most populous first, at most
 * {@link MAX_ZONE_CHOICES} so the buttons fit one prompt beside "Detect" and "Other…".
 * @see https://discord.com/developers/docs/reference#locales
 */
import { localeZone } from './zones.js';

/** Discord allows 25 components in a message; the prompt keeps two for "Detect" and "Other…". */
export const MAX_ZONE_CHOICES = 12;

export const localeZoneChoices: Readonly<Record<string, readonly string[]>> = {
  // United States: Eastern, Central, Mountain, Pacific, Alaska, Hawaii (Arizona keeps Mountain Standard).
  'en-US': [
    'America/New_York',
    'America/Chicago',
    'America/Denver',
    'America/Los_Angeles',
    'America/Anchorage',
    'Pacific/Honolulu',
  ],
  // Brazil: Brasília, Amazon, Acre, Fernando de Noronha.
  'pt-BR': ['America/Sao_Paulo', 'America/Manaus', 'America/Rio_Branco', 'America/Noronha'],
  // Latin America: Mexico, Colombia, Argentina, Peru, Venezuela, Chile, Central America, Tijuana.
  'es-419': [
    'America/Mexico_City',
    'America/Bogota',
    'America/Argentina/Buenos_Aires',
    'America/Lima',
    'America/Caracas',
    'America/Santiago',
    'America/Guatemala',
    'America/Tijuana',
  ],
  // Russia, west to east (Kaliningrad … Kamchatka).
  ru: [
    'Europe/Moscow',
    'Europe/Kaliningrad',
    'Europe/Samara',
    'Asia/Yekaterinburg',
    'Asia/Omsk',
    'Asia/Novosibirsk',
    'Asia/Krasnoyarsk',
    'Asia/Irkutsk',
    'Asia/Yakutsk',
    'Asia/Vladivostok',
    'Asia/Magadan',
    'Asia/Kamchatka',
  ],
  // Indonesia: WIB, WITA, WIT.
  id: ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'],
};

const choicesLower = new Map(
  Object.entries(localeZoneChoices).map(([k, v]) => [k.toLowerCase(), v]),
);

/**
 * The zones to ask a caller of `locale` to choose among, or undefined when the locale settles
 * one (then it is used without asking). A locale Discord does not list is asked with UTC alone
 * beside "Detect" and "Other…".
 */
export function zoneChoicesFor(locale: string): readonly string[] | undefined {
  if (localeZone(locale) !== undefined) return undefined;
  return choicesLower.get(locale.trim().toLowerCase()) ?? ['UTC'];
}
