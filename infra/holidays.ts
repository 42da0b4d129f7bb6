/**
 * `npm run holidays`: regenerates locales/holidays/<locale>.json, the holiday tables the time
 * reader loads beside the bundle (shared/domain/time/holidays.ts), from the date-holidays
 * package's data (a development dependency: nothing of it ships). Per locale: its region's
 * holidays (public, bank, optional and observances) with their names in the locale's language
 * and in English, the common names below, and the English names of the English-speaking
 * regions' holidays the region does not have (naming one asks or is refused, never guessed).
 * A holiday on the same month and day every year is written as that day; any other as its
 * date in each year from FIRST_YEAR to LAST_YEAR: rerun this before LAST_YEAR comes near. A
 * holiday with no date from the current year on is left out.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Holidays from 'date-holidays';
import { installTimeVocabularies } from '../shared/time-vocabularies.js';
import {
  holidayKey,
  type HolidayEntry,
  type HolidayTable,
} from '../shared/domain/time/holidays.js';
import { lexiconFor, type Lexicon } from '../shared/domain/time/vocabulary.js';

// From 2010: the corpus's sources have reference times from 2013, and a moving day needs its date
// in their year to be read there (a user today needs the year ahead only).
const FIRST_YEAR = 2010;
const LAST_YEAR = 2040;
const TYPES = new Set(['public', 'bank', 'optional', 'observance']);

/** Each Discord locale's region and date-holidays language. */
const LOCALES: Record<string, { region: string; lang: string }> = {
  'en-US': { region: 'US', lang: 'en' },
  'en-GB': { region: 'GB', lang: 'en' },
  de: { region: 'DE', lang: 'de' },
  fr: { region: 'FR', lang: 'fr' },
  'es-ES': { region: 'ES', lang: 'es' },
  'es-419': { region: 'MX', lang: 'es' },
  'pt-BR': { region: 'BR', lang: 'pt' },
  it: { region: 'IT', lang: 'it' },
  nl: { region: 'NL', lang: 'nl' },
  pl: { region: 'PL', lang: 'pl' },
  ru: { region: 'RU', lang: 'ru' },
  uk: { region: 'UA', lang: 'uk' },
  tr: { region: 'TR', lang: 'tr' },
  ja: { region: 'JP', lang: 'jp' },
  ko: { region: 'KR', lang: 'ko' },
  'zh-CN': { region: 'CN', lang: 'zh' },
  'zh-TW': { region: 'TW', lang: 'zh' },
};

/**
 * Regions whose holidays' English names every locale knows (as foreign ones where not its own);
 * Canada's Thanksgiving is a province's holiday (Ontario's, as most provinces').
 */
const ENGLISH_REGIONS = ['US', 'CA-ON', 'GB', 'AU'];

/**
 * Names people type that the data set does not carry, by its rule: added where the region has
 * that rule. `shift`: days from the data's date to the day people name (the data starts 추석's
 * three days on the eve). A name listed here belongs to that rule alone in the region;
 * `region`: only in that region (its rule may be another holiday elsewhere).
 */
const ALIASES: {
  rule: RegExp;
  names: readonly string[];
  shift?: number;
  region?: string;
  /** Names the region gives this day and another (zh `新年`): kept on both, so that naming one asks. */
  shared?: true;
}[] = [
  {
    rule: /^easter$/,
    names: [
      'easter',
      'easter sunday',
      'ostern',
      'pâques',
      'pascua',
      'páscoa',
      'pasqua',
      'pasen',
      'wielkanoc',
      '复活节',
      '復活節',
      'イースター',
      '復活祭',
      '부활절',
      'paskalya',
    ],
  },
  {
    rule: /^easter -2$/,
    names: [
      'good friday',
      'karfreitag',
      'vendredi saint',
      'viernes santo',
      'sexta-feira santa',
      'venerdì santo',
      'goede vrijdag',
      'wielki piątek',
    ],
  },
  {
    rule: /^easter 1$/,
    names: [
      'easter monday',
      'ostermontag',
      'lundi de pâques',
      'pasquetta',
      'tweede paasdag',
      'poniedziałek wielkanocny',
    ],
  },
  { rule: /^orthodox$/, names: ['пасха', 'великдень', 'easter'] },
  { rule: /^1st monday in September$/, names: ['labor day'], region: 'US' },
  // What Americans call the third Mondays of January and February.
  {
    rule: /^3rd monday in January$/,
    names: ['mlk day', 'martin luther king day', 'martin luther king jr day'],
    region: 'US',
  },
  {
    rule: /^3rd monday in February$/,
    names: ['presidents day', "presidents' day", "president's day"],
    region: 'US',
  },
  { rule: /^12-25/, names: ['різдво', 'різдва', 'різдву'], region: 'UA' },
  // Inflected names (the tables hold nominatives): 'przed Bożym Narodzeniem', 'на Рождество'.
  {
    rule: /^12-25/,
    names: ['bożego narodzenia', 'bożym narodzeniem', 'gwiazdka', 'gwiazdkę'],
    region: 'PL',
  },
  { rule: /^12-24/, names: ['wigilię', 'wigilii', 'wigilią', 'wigilie'], region: 'PL' },
  // Corpus Christi as Poles name it (the data's name is 'Dzień Bożego Ciała').
  {
    rule: /^easter 60$/,
    names: ['boże ciało', 'bożego ciała', 'bożym ciałem', 'boze cialo'],
    region: 'PL',
  },
  { rule: /^12-31/, names: ['sylwestra', 'sylwestrem'], region: 'PL' },
  { rule: /^01-01/, names: ['nowego roku', 'nowym roku', 'nowym rokiem'], region: 'PL' },
  { rule: /^12-26/, names: ['drugi dzień świąt'], region: 'PL' },
  { rule: /^12-25/, names: ['pierwszy dzień świąt'], region: 'PL' },
  { rule: /^11-01/, names: ['dzień wszystkich świętych'], region: 'PL' },
  { rule: /^05-01/, names: ['dia do trabalho'], region: 'BR' },
  // English names with the apostrophe the data set no longer writes.
  { rule: /^11-01/, names: ["all saints' day"] },
  { rule: /^11-02/, names: ["all souls' day"] },
  { rule: /^06-12/, names: ["lovers' day"], region: 'BR' },
  { rule: /^04-21/, names: ["tiradentes' day"], region: 'BR' },
  // Everyday names of the western regions' days (the data gives the official one).
  { rule: /^04-21/, names: ['tiradentes'], region: 'BR' },
  { rule: /^09-07/, names: ['independência', 'sete de setembro'], region: 'BR' },
  { rule: /^11-02/, names: ['finados'], region: 'BR' },
  { rule: /^12-31/, names: ['réveillon', 'virada do ano'], region: 'BR' },
  { rule: /^11-02/, names: ['día de muertos', 'día de los muertos'], region: 'MX' },
  { rule: /^01-06/, names: ['reyes', 'día de reyes', 'los reyes', 'reyes magos'], region: 'ES' },
  { rule: /^easter$/, names: ['domingo de resurrección', 'domingo de pascua'], region: 'ES' },
  { rule: /^12-25/, names: ['jour de noël'], region: 'FR' },
  { rule: /^11-01/, names: ['la toussaint'], region: 'FR' },
  { rule: /^08-15/, names: ['ferragosto'], region: 'IT' },
  { rule: /^01-06/, names: ['befana', 'la befana'], region: 'IT' },
  { rule: /^julian 12-25/, names: ['рождество', 'рождества', 'рождеству'], region: 'RU' },
  { rule: /^01-01/, names: ['нового года', 'новым годом', 'новому году'], region: 'RU' },
  { rule: /^01-01/, names: ['нового року', 'новим роком', 'новому році'], region: 'UA' },
  // 'на Трійцю' (nineteenth round).
  { rule: /^orthodox 49 /, names: ['трійцю', 'трійці'], region: 'UA' },
  // Turkish names with the locative and ablative endings: 'yılbaşında', 'yılbaşından bir gün önce'.
  { rule: /^01-01/, names: ['yılbaşında', 'yılbaşından'], region: 'TR' },
  { rule: /^1 Shawwal/, names: ['ramazan bayramında', 'ramazan bayramından'], region: 'TR' },
  // Its everyday name (twenty-fourth round), with the same endings.
  {
    rule: /^1 Shawwal/,
    names: ['şeker bayramı', 'şeker bayramında', 'şeker bayramından'],
    region: 'TR',
  },
  // Germany's Father's Day is Ascension Day (twenty-fourth round).
  { rule: /^easter 39$/, names: ['vatertag', 'herrentag', 'männertag'], region: 'DE' },
  { rule: /^10 Dhu al-Hijjah/, names: ['kurban bayramında', 'kurban bayramından'], region: 'TR' },
  { rule: /^10-29/, names: ['cumhuriyet bayramında', 'cumhuriyet bayramından'], region: 'TR' },
  { rule: /^08-30/, names: ['zafer bayramında', 'zafer bayramından'], region: 'TR' },
  { rule: /^4th thursday in November$/, names: ['thanksgiving', 'thanksgiving day'], region: 'US' },
  { rule: /^2nd monday in October$/, names: ['thanksgiving', 'thanksgiving day'], region: 'CA' },
  {
    rule: /^chinese 01-0-01/,
    names: [
      '春节',
      '春節',
      '农历新年',
      '農曆新年',
      '大年初一',
      'chinese new year',
      'lunar new year',
    ],
  },
  { rule: /^chinese 01-0-00/, names: ['除夕', '农历除夕', '農曆除夕', '大年夜'] },
  { rule: /^chinese 08-0-15/, names: ['中秋节', '中秋節', '中秋', 'mid-autumn festival'] },
  { rule: /^chinese 05-0-05/, names: ['端午节', '端午節', '端午', 'dragon boat festival'] },
  { rule: /^korean 01-0-01/, names: ['설날', '설', '구정', 'seollal', 'lunar new year'] },
  { rule: /^korean 8-0-14/, names: ['추석', '한가위', 'chuseok'], shift: 1 },
  { rule: /^10-01$/, names: ['国庆节', '國慶節', '国庆', 'national day'], region: 'CN' },
  // Everyday names of the eastern regions' days (the data gives the official one); none that is
  // a number alone ('五一' would read as 51).
  { rule: /^chinese 01-0-00/, names: ['大年三十', '年三十'] },
  { rule: /^chinese 5-01 solarterm/, names: ['清明', '清明节', '清明節'] },
  { rule: /^01-01$/, names: ['元旦节', '元旦節'], region: 'CN' },
  { rule: /^03-08/, names: ['妇女节', '三八妇女节', '三八节', '婦女節'], region: 'CN' },
  { rule: /^05-01$/, names: ['五一劳动节', '劳动节', '勞動節'], region: 'CN' },
  // The number-word names of mainland China's days (JioNLP's fixed_solar_holiday_dict): as a
  // time, '五一', '六一', '三八' name the day alone ('十一' is also eleven: not a name).
  { rule: /^05-01$/, names: ['国际劳动节', '五一'], region: 'CN' },
  { rule: /^06-01$/, names: ['六一'], region: 'CN' },
  { rule: /^03-08/, names: ['三八'], region: 'CN' },
  // Everyday names of the twenty-fourth round (native phrasing): 国际儿童节 (the data's 儿童节),
  // 女神节 (the shops' name of 8 March); 鬼节 and 七月半 are 中元节, 老人节 and 敬老节 重阳 (Taiwan's
  // 重陽節 is its 老人節); Taiwan's days as people name them (the data writes 228和平紀念日, 靑年節 with
  // the compatibility 靑, 國父逝世紀念日 for the 12 March that is also 植樹節, 兒童節 for 婦幼節).
  { rule: /^06-01$/, names: ['国际儿童节'], region: 'CN' },
  { rule: /^03-08/, names: ['女神节'], region: 'CN' },
  { rule: /^chinese 07-0-15/, names: ['中元', '鬼節', '鬼节', '七月半'], region: 'TW' },
  { rule: /^02-28/, names: ['和平紀念日', '二二八', '二二八和平紀念日'], region: 'TW' },
  { rule: /^03-29/, names: ['青年節', '青年节'], region: 'TW' },
  { rule: /^03-12/, names: ['植樹節'], region: 'TW' },
  { rule: /^04-04/, names: ['婦幼節', '婦幼节'], region: 'TW' },
  // 新年: 1 January (元旦, `新年快乐` on New Year's Day) and the Spring Festival (`过新年`): asked.
  { rule: /^01-01/, names: ['新年'], region: 'CN', shared: true },
  { rule: /^chinese 01-0-01$/, names: ['新年'], region: 'CN', shared: true },
  { rule: /^01-01/, names: ['新年'], region: 'TW', shared: true },
  { rule: /^chinese 01-0-01$/, names: ['新年'], region: 'TW', shared: true },
  // The data's 'december solstice' is 21 December every year; Taiwan's 冬至 is the solar term's day.
  { rule: /^chinese 22-01 solarterm$/, names: ['冬至', 'dongzhi festival'], region: 'TW' },
  // Japan's equinox holidays by the solar term's name (the twenty-third round's solar terms).
  { rule: /^march equinox/, names: ['春分'], region: 'JP' },
  { rule: /^september equinox/, names: ['秋分'], region: 'JP' },
  { rule: /^05-04/, names: ['青年节', '五四青年节'], region: 'CN' },
  { rule: /^06-01$/, names: ['儿童节', '六一儿童节', '兒童節'], region: 'CN' },
  { rule: /^08-01/, names: ['建军节', '八一建军节'], region: 'CN' },
  { rule: /^chinese 01-0-15$/, names: ['元宵节', '元宵', '元宵節'], region: 'TW' },
  {
    rule: /^chinese 09-0-09/,
    names: ['重阳节', '重陽', '重阳', '老人節', '敬老節', '老人节'],
    region: 'TW',
  },
  { rule: /^chinese 07-0-07/, names: ['七夕节', '七夕節'], region: 'TW' },
  { rule: /^04-04/, names: ['儿童节'], region: 'TW' },
  { rule: /^09-28/, names: ['教師節', '教师节'], region: 'TW' },
  { rule: /^2nd Sunday in May/, names: ['母亲节'], region: 'TW' },
  { rule: /^08-08/, names: ['父亲节', '爸爸節'], region: 'TW' },
  { rule: /^10-10/, names: ['國慶', '双十节'], region: 'TW' },
  { rule: /^01-01$/, names: ['お正月', '正月'], region: 'JP' },
  { rule: /^05-05$/, names: ['子供の日', '端午の節句'], region: 'JP' },
  // スポーツの日 was 体育の日 until 2020; people still call it that.
  { rule: /^2nd monday in October #2$/, names: ['体育の日'], region: 'JP' },
  { rule: /^03-01$/, names: ['삼일절'], region: 'KR' },
  { rule: /^korean 4-0-8$/, names: ['부처님 오신 날', '부처님오신날', '초파일'], region: 'KR' },
  { rule: /^05-05$/, names: ['어린이 날'], region: 'KR' },
  // Everyday names of the western and northern regions' days (eighteenth round): the data gives
  // the official one ('Fête Nationale de la France', 'Liberazione dal nazifascismo').
  { rule: /^07-14/, names: ['fête nationale', 'la fête nationale'], region: 'FR' },
  // Saint Martin's day is Armistice Day.
  {
    rule: /^11-11/,
    names: ['armistice', "l'armistice", 'saint-martin', 'la saint-martin'],
    region: 'FR',
  },
  {
    rule: /^10-12/,
    names: ['día del pilar', 'la hispanidad', 'día de la hispanidad'],
    region: 'ES',
  },
  { rule: /^12-08/, names: ['día de la inmaculada'], region: 'ES' },
  { rule: /^12-06/, names: ['día de la constitución'], region: 'ES' },
  {
    rule: /^04-25/,
    names: ['liberazione', 'la liberazione', 'festa della liberazione'],
    region: 'IT',
  },
  { rule: /^12-08/, names: ['immacolata', "l'immacolata"], region: 'IT' },
  { rule: /^10-12/, names: ['dia das crianças'], region: 'BR' },
  { rule: /^12-05/, names: ['sinterklaas', 'pakjesavond'], region: 'NL' },
  { rule: /^05-04/, names: ['dodenherdenking'], region: 'NL' },
  { rule: /^easter$/, names: ['eerste paasdag'], region: 'NL' },
  { rule: /^easter 39$/, names: ['hemelvaart'], region: 'NL' },
  { rule: /^01-06/, names: ['trzech króli'], region: 'PL' },
  {
    rule: /^easter 1$/,
    names: ['lany poniedziałek', 'śmigus-dyngus', 'śmigus dyngus'],
    region: 'PL',
  },
  { rule: /^11-11/, names: ['dzień niepodległości', 'święto niepodległości'], region: 'PL' },
  { rule: /^easter -46$/, names: ['popielec'], region: 'PL' },
  {
    rule: /^04-23/,
    names: ['çocuk bayramı', 'çocuk bayramında', 'çocuk bayramından'],
    region: 'TR',
  },
  // Short and common names of days the data names in full (twenty-fourth round): Russia's 1 May
  // (HeidelTime's Russian holiday table: `Первомай`, `Праздник Весны и Труда`), Ukraine's 1 May
  // (`День праці` since 2023), Independence Day and Defenders' Day without `України`, Poland's
  // 2 and 3 May, Turkey's 19 May, 1 May and 15 July (the Eid's other name, `Şeker Bayramı`, is above).
  { rule: /^05-01/, names: ['первомай', 'первомая', 'праздник весны и труда'], region: 'RU' },
  { rule: /^05-01/, names: ['день праці'], region: 'UA' },
  { rule: /^08-24/, names: ['день незалежності україни'], region: 'UA' },
  { rule: /^10-01/, names: ['день захисників і захисниць'], region: 'UA' },
  { rule: /^05-02/, names: ['dzień flagi'], region: 'PL' },
  { rule: /^05-03/, names: ['święto konstytucji 3 maja'], region: 'PL' },
  { rule: /^05-19/, names: ['gençlik ve spor bayramı'], region: 'TR' },
  { rule: /^05-01/, names: ['işçi bayramı'], region: 'TR' },
  { rule: /^07-15/, names: ['demokrasi ve milli birlik günü'], region: 'TR' },
];

/** Every alias: an English-speaking region's holiday is also read by these (the names of Easter in other scripts). */
const ALIAS_NAMES: ReadonlySet<string> = new Set(ALIASES.flatMap((a) => a.names));

/**
 * The twenty-four solar terms (二十四节气, 二十四節気, 24절기) people name as days, by their
 * number in date-holidays' rules (`chinese 1-01 solarterm` is 立春, 22 is 冬至): mainland and
 * Taiwan names (the second also as the first is written), the Japanese and the Korean one. The
 * day is the term's in the users' zone: `chinese` (UTC+8) for China and Taiwan, `korean` (UTC+9)
 * for Japan and Korea (芒种 2026 is 5 June in Beijing, 6 June in Tokyo). A Korean name that is
 * also an everyday word is left out (`null`: 우수 excellence, 소설 a novel, 대한 about and Korea).
 * Source of the family: zhanzecheng/Time_NLP's Test.py (`今年春分`).
 */
const SOLAR_TERMS: readonly (readonly [string, string, string, string | null])[] = [
  ['立春', '立春', '立春', '입춘'],
  ['雨水', '雨水', '雨水', null],
  // 경칩: its first syllable is the Korean tables' filler `경` (`3시경`, about 3), which the
  // tokenizer splits off: the name would never be met.
  ['惊蛰', '驚蟄', '啓蟄', null],
  ['春分', '春分', '春分', '춘분'],
  ['清明', '清明', '清明', '청명'],
  ['谷雨', '穀雨', '穀雨', '곡우'],
  ['立夏', '立夏', '立夏', '입하'],
  ['小满', '小滿', '小満', '소만'],
  ['芒种', '芒種', '芒種', '망종'],
  ['夏至', '夏至', '夏至', '하지'],
  ['小暑', '小暑', '小暑', '소서'],
  ['大暑', '大暑', '大暑', '대서'],
  ['立秋', '立秋', '立秋', '입추'],
  ['处暑', '處暑', '処暑', '처서'],
  ['白露', '白露', '白露', '백로'],
  ['秋分', '秋分', '秋分', '추분'],
  ['寒露', '寒露', '寒露', '한로'],
  ['霜降', '霜降', '霜降', '상강'],
  ['立冬', '立冬', '立冬', '입동'],
  ['小雪', '小雪', '小雪', null],
  ['大雪', '大雪', '大雪', '대설'],
  ['冬至', '冬至', '冬至', '동지'],
  ['小寒', '小寒', '小寒', '소한'],
  ['大寒', '大寒', '大寒', null],
];

/**
 * Terms a region names already, left to its entry: 清明 (CN, TW: the data's holiday), 冬至 (CN,
 * TW, KR: EXTRA_DAYS), 立春 (JP: EXTRA_DAYS, the eve of 節分), 春分 and 秋分 (JP: the data's
 * equinox holidays, ALIASES).
 */
const SOLAR_TERMS_NAMED: Record<string, readonly number[]> = {
  CN: [5, 22],
  TW: [5, 22],
  JP: [1, 4, 16],
  KR: [22],
};

/** Terms that are also weather words in Japanese: their name with `の日` is a weather day. */
const WEATHER_WORDS: ReadonlySet<string> = new Set(['雨水', '小雪', '大雪']);

/** The solar terms as EXTRA_DAYS entries (their type is declared there). */
function solarTermDays(): { region: string; lang: string; rule: string; names: string[] }[] {
  const days: { region: string; lang: string; rule: string; names: string[] }[] = [];
  SOLAR_TERMS.forEach(([cn, tw, ja, ko], i) => {
    const n = i + 1;
    const named = (region: string): boolean => SOLAR_TERMS_NAMED[region]?.includes(n) === true;
    const chinese = `chinese ${n}-01 solarterm`;
    const korean = `korean ${n}-01 solarterm`;
    if (!named('CN')) days.push({ region: 'CN', lang: 'zh', rule: chinese, names: [cn] });
    if (!named('TW'))
      days.push({ region: 'TW', lang: 'zh', rule: chinese, names: tw === cn ? [tw] : [tw, cn] });
    // `夏至の日`, `冬至の日`; not `大雪の日` (a day of heavy snow), `小雪の日`, `雨水の日`.
    const jaNames = WEATHER_WORDS.has(ja) ? [ja] : [ja, `${ja}の日`];
    if (!named('JP')) days.push({ region: 'JP', lang: 'jp', rule: korean, names: jaNames });
    if (ko !== null && !named('KR'))
      days.push({ region: 'KR', lang: 'ko', rule: korean, names: [ko] });
  });
  return days;
}

/**
 * Days a region observes that the data set does not carry (母の日, 七夕, 어버이날): added to the
 * region's data as date-holidays rules (the library computes each year's date), as observances.
 * The first name (unspaced) is the rule's name in the data; all are read.
 */
const EXTRA_DAYS: {
  region: string;
  lang: string;
  rule: string;
  names: readonly string[];
  /** Names the region gives this day and another (小年): kept on both, so that naming one asks. */
  shared?: readonly string[];
  /** The data set's rule for the same day that this one replaces (its text). */
  replaces?: RegExp;
}[] = [
  // The data lists US Election Day in presidential years only; it is held every year (general
  // elections in November of every even year, local ones in odd years), on this rule.
  {
    region: 'US',
    lang: 'en',
    rule: 'tuesday after 1st monday in November',
    names: ['Election Day'],
    replaces: /^tuesday after 1st monday in November every 4 years/,
  },
  // Named days people set reminders on that the data lacks in these regions (seventeenth round):
  // Easter-relative, the first Sunday of Advent (the data's rule for 1. Advent), saints' and folk
  // days on a fixed date.
  { region: 'DE', lang: 'de', rule: 'easter -1', names: ['Karsamstag', 'Ostersamstag'] },
  { region: 'DE', lang: 'de', rule: 'easter -7', names: ['Palmsonntag'] },
  { region: 'DE', lang: 'de', rule: 'easter 49', names: ['Pfingsten'] },
  // The churches' harvest festival, the first Sunday of October (twenty-fourth round).
  {
    region: 'DE',
    lang: 'de',
    rule: '1st sunday in October',
    names: ['Erntedankfest', 'Erntedank'],
  },
  {
    region: 'DE',
    lang: 'de',
    rule: '4th sunday before 12-25',
    names: ['1. Advent', 'erster Advent', 'ersten Advent'],
  },
  { region: 'DE', lang: 'de', rule: '12-06', names: ['Nikolaus', 'Nikolaustag'] },
  { region: 'DE', lang: 'de', rule: '01-06', names: ['Dreikönigstag', 'Dreikönig'] },
  { region: 'DE', lang: 'de', rule: '11-11', names: ['Martinstag', 'Sankt Martin'] },
  { region: 'DE', lang: 'de', rule: '10-31', names: ['Reformationstag'] },
  { region: 'GB', lang: 'en', rule: 'easter -1', names: ['Holy Saturday'] },
  {
    region: 'GB',
    lang: 'en',
    rule: 'easter -21',
    names: ['Mothering Sunday', "Mother's Day", 'Mothers Day'],
  },
  { region: 'GB', lang: 'en', rule: '01-25', names: ['Burns Night'] },
  // British days people name for a date, the data lacks (twenty-fourth round).
  { region: 'GB', lang: 'en', rule: '2nd sunday in November', names: ['Remembrance Sunday'] },
  { region: 'GB', lang: 'en', rule: '11-11', names: ['Remembrance Day', 'Armistice Day'] },
  {
    region: 'GB',
    lang: 'en',
    rule: '04-23',
    names: ["St George's Day", "Saint George's Day", 'St Georges Day'],
  },
  {
    region: 'GB',
    lang: 'en',
    rule: '11-30',
    names: ["St Andrew's Day", "Saint Andrew's Day", 'St Andrews Day'],
  },
  {
    region: 'GB',
    lang: 'en',
    rule: '03-01',
    names: ["St David's Day", "Saint David's Day", 'St Davids Day'],
  },
  { region: 'GB', lang: 'en', rule: 'easter -3', names: ['Holy Thursday'] },
  // American observances people set reminders for, the data lacks (twenty-fourth round).
  { region: 'US', lang: 'en', rule: '06-14', names: ['Flag Day'] },
  { region: 'US', lang: 'en', rule: '09-11', names: ['Patriot Day'] },
  {
    region: 'US',
    lang: 'en',
    rule: '10-16',
    names: ["Boss's Day", "Bosses' Day", 'Bosses Day', "National Boss's Day"],
  },
  {
    region: 'US',
    lang: 'en',
    rule: 'sunday after 1st monday in September',
    names: ["Grandparents' Day", 'Grandparents Day', 'National Grandparents Day'],
  },
  { region: 'US', lang: 'en', rule: '03-14', names: ['Pi Day'] },
  { region: 'US', lang: 'en', rule: '05-04', names: ['Star Wars Day'] },
  {
    region: 'US',
    lang: 'en',
    rule: 'tuesday after 4th thursday in November',
    names: ['Giving Tuesday', 'GivingTuesday'],
  },
  {
    region: 'US',
    lang: 'en',
    rule: 'saturday after 4th thursday in November',
    names: ['Small Business Saturday'],
  },
  { region: 'US', lang: 'en', rule: 'easter -3', names: ['Maundy Thursday', 'Holy Thursday'] },
  {
    region: 'GB',
    lang: 'en',
    rule: '04-01',
    names: ["April Fools' Day", 'April Fools Day', 'April Fools'],
  },
  {
    region: 'GB',
    lang: 'en',
    rule: '4th sunday before 12-25',
    names: ['First Sunday of Advent', 'Advent Sunday'],
  },
  {
    region: 'IT',
    lang: 'it',
    rule: '03-19',
    names: ['Festa del papà', 'Festa del papa', 'San Giuseppe'],
  },
  { region: 'JP', lang: 'jp', rule: '2nd sunday in May', names: ['母の日'] },
  { region: 'JP', lang: 'jp', rule: '3rd sunday in June', names: ['父の日'] },
  { region: 'JP', lang: 'jp', rule: '07-07', names: ['七夕', 'たなばた'] },
  {
    region: 'JP',
    lang: 'jp',
    rule: '03-03',
    names: ['ひな祭り', 'ひなまつり', '雛祭り', '桃の節句'],
  },
  { region: 'JP', lang: 'jp', rule: '03-14', names: ['ホワイトデー'] },
  { region: 'CN', lang: 'zh', rule: '2nd sunday in May', names: ['母亲节'] },
  { region: 'CN', lang: 'zh', rule: '3rd sunday in June', names: ['父亲节'] },
  { region: 'CN', lang: 'zh', rule: 'chinese 07-0-07', names: ['七夕节', '七夕', '七夕情人节'] },
  { region: 'CN', lang: 'zh', rule: 'chinese 01-0-15', names: ['元宵节', '元宵'] },
  {
    region: 'CN',
    lang: 'zh',
    rule: 'chinese 09-0-09',
    names: ['重阳节', '重阳', '老人节', '敬老节'],
  },
  { region: 'CN', lang: 'zh', rule: 'chinese 12-0-08', names: ['腊八节', '腊八'] },
  {
    region: 'CN',
    lang: 'zh',
    rule: 'chinese 07-0-15',
    names: ['中元节', '中元', '鬼节', '七月半'],
  },
  { region: 'CN', lang: 'zh', rule: '09-10', names: ['教师节'] },
  { region: 'CN', lang: 'zh', rule: '03-12', names: ['植树节'] },
  { region: 'CN', lang: 'zh', rule: '04-01', names: ['愚人节'] },
  // Days of JioNLP's festival tables (jionlp/gadget/time_parser.py: fixed_lunar_holiday_dict,
  // fixed_solar_holiday_dict, regular_solar_holiday_dict) and the solar terms people name.
  { region: 'CN', lang: 'zh', rule: 'chinese 02-0-02', names: ['龙抬头', '二月二龙抬头'] },
  { region: 'CN', lang: 'zh', rule: 'chinese 03-0-03', names: ['上巳节'] },
  { region: 'CN', lang: 'zh', rule: 'chinese 10-0-01', names: ['寒衣节'] },
  { region: 'CN', lang: 'zh', rule: 'chinese 10-0-15', names: ['下元节'] },
  // 小年 is 12/23 in the north and 12/24 in the south: both days carry it, and naming it asks.
  { region: 'CN', lang: 'zh', rule: 'chinese 12-0-23', names: ['北方小年'], shared: ['小年'] },
  { region: 'CN', lang: 'zh', rule: 'chinese 12-0-24', names: ['南方小年'], shared: ['小年'] },
  { region: 'CN', lang: 'zh', rule: 'chinese 22-01 solarterm', names: ['冬至'] },
  { region: 'CN', lang: 'zh', rule: '07-01', names: ['建党节', '七一建党节'] },
  { region: 'CN', lang: 'zh', rule: '05-12', names: ['护士节', '国际护士节'] },
  {
    region: 'CN',
    lang: 'zh',
    rule: '03-15',
    // Not '三一五': the tokenizer reads it as the number 315, which is also 3:15.
    names: ['消费者权益日', '国际消费者权益日'],
  },
  { region: 'CN', lang: 'zh', rule: '11-11', names: ['光棍节', '双十一', '双11'] },
  { region: 'CN', lang: 'zh', rule: '12-12', names: ['双十二', '双12'] },
  { region: 'CN', lang: 'zh', rule: '4th thursday in November', names: ['感恩节'] },
  // Time_NLP's solar-holiday table (zhanzecheng/Time_NLP resource/holi_solar.json): China's
  // journalists' day and maritime day.
  { region: 'CN', lang: 'zh', rule: '11-08', names: ['记者节', '中国记者节'] },
  { region: 'CN', lang: 'zh', rule: '07-11', names: ['航海日', '中国航海日'] },
  { region: 'TW', lang: 'zh', rule: 'chinese 02-0-02', names: ['龍抬頭', '龙抬头'] },
  { region: 'TW', lang: 'zh', rule: 'chinese 03-0-03', names: ['上巳節'] },
  { region: 'TW', lang: 'zh', rule: 'chinese 10-0-01', names: ['寒衣節'] },
  { region: 'TW', lang: 'zh', rule: 'chinese 10-0-15', names: ['下元節'] },
  { region: 'TW', lang: 'zh', rule: 'chinese 22-01 solarterm', names: ['冬至'] },
  { region: 'TW', lang: 'zh', rule: '11-11', names: ['光棍節', '雙十一', '雙11', '双十一'] },
  { region: 'TW', lang: 'zh', rule: '12-12', names: ['雙十二', '雙12'] },
  { region: 'TW', lang: 'zh', rule: '4th thursday in November', names: ['感恩節', '感恩节'] },
  { region: 'TW', lang: 'zh', rule: 'chinese 12-0-08', names: ['臘八節', '臘八', '腊八'] },
  { region: 'TW', lang: 'zh', rule: '04-01', names: ['愚人節', '愚人节'] },
  // St Andrew's Eve, the night of 29 November.
  { region: 'PL', lang: 'pl', rule: '11-29', names: ['andrzejki', 'andrzejkami'] },
  { region: 'KR', lang: 'ko', rule: '05-08', names: ['어버이날', '어버이 날'] },
  // Constitution Day, a national day every 17 July (the data lists it from 2026, as a day off).
  { region: 'KR', lang: 'ko', rule: '07-17', names: ['제헌절'] },
  { region: 'KR', lang: 'ko', rule: '05-15', names: ['스승의날', '스승의 날'] },
  { region: 'KR', lang: 'ko', rule: '03-14', names: ['화이트데이'] },
  { region: 'KR', lang: 'ko', rule: '11-11', names: ['빼빼로데이'] },
  {
    region: 'KR',
    lang: 'ko',
    rule: 'korean 01-0-15',
    names: ['정월대보름', '정월 대보름', '대보름'],
  },
  { region: 'KR', lang: 'ko', rule: 'korean 05-0-05', names: ['단오'] },
  // The last day of the lunar year (the eve of 설날) and the winter solstice's solar term.
  { region: 'KR', lang: 'ko', rule: 'korean 01-0-00', names: ['섣달그믐', '섣달 그믐'] },
  { region: 'KR', lang: 'ko', rule: 'korean 22-01 solarterm', names: ['동지'] },
  // 立春, whose eve is 節分 (DERIVED): 3 February, or 2 February in the years 立春 is the 3rd.
  { region: 'JP', lang: 'jp', rule: 'chinese 1-01 solarterm', names: ['立春'] },
  { region: 'KR', lang: 'ko', rule: 'korean 07-0-07', names: ['칠석'] },
  // The twenty-fourth round's named days (native phrasing): Good Friday and the Friday after US
  // Thanksgiving as the shops name it, 14 March (白色情人节), 1 April, Japan's 重陽の節句 (9 September
  // since the calendar reform), Korea's observances the data lacks and its lunar 9/9 and 7/15.
  // Left out: ko 한식 (also Korean food), 유두 (also a nipple); ja 鏡開き (11 or 15 January by
  // region), お盆 and お彼岸 (periods), 土用の丑の日 (one or two a year); zh 寒食节 (one or two days
  // before 清明).
  { region: 'CN', lang: 'zh', rule: 'easter -2', names: ['耶稣受难日', '受难日'] },
  { region: 'TW', lang: 'zh', rule: 'easter -2', names: ['耶穌受難日', '受難日', '耶稣受难日'] },
  { region: 'JP', lang: 'jp', rule: 'easter -2', names: ['聖金曜日'] },
  { region: 'KR', lang: 'ko', rule: 'easter -2', names: ['성금요일'] },
  {
    region: 'CN',
    lang: 'zh',
    rule: 'friday after 4th thursday in November',
    names: ['黑色星期五', '黑五'],
  },
  {
    region: 'TW',
    lang: 'zh',
    rule: 'friday after 4th thursday in November',
    names: ['黑色星期五'],
  },
  {
    region: 'JP',
    lang: 'jp',
    rule: 'friday after 4th thursday in November',
    names: ['ブラックフライデー'],
  },
  {
    region: 'KR',
    lang: 'ko',
    rule: 'friday after 4th thursday in November',
    names: ['블랙프라이데이'],
  },
  { region: 'CN', lang: 'zh', rule: '03-14', names: ['白色情人节'] },
  { region: 'TW', lang: 'zh', rule: '03-14', names: ['白色情人節', '白色情人节'] },
  { region: 'JP', lang: 'jp', rule: '04-01', names: ['エイプリルフール'] },
  { region: 'JP', lang: 'jp', rule: '09-09', names: ['重陽の節句'] },
  { region: 'KR', lang: 'ko', rule: '05-01', names: ['근로자의날', '근로자의 날', '노동절'] },
  { region: 'KR', lang: 'ko', rule: '04-05', names: ['식목일'] },
  { region: 'KR', lang: 'ko', rule: '10-01', names: ['국군의날', '국군의 날'] },
  { region: 'KR', lang: 'ko', rule: '04-14', names: ['블랙데이'] },
  { region: 'KR', lang: 'ko', rule: 'korean 09-0-09', names: ['중양절'] },
  { region: 'KR', lang: 'ko', rule: 'korean 07-0-15', names: ['백중', '백중날'] },
  // The eighteenth round's named days: Easter-relative, nth-weekday and fixed-date days the
  // regions' data lacks (Palm Sunday, Ash Wednesday, Father's Day where it is a Sunday of June,
  // saints' days).
  {
    region: 'FR',
    lang: 'fr',
    rule: '3rd sunday in June',
    names: ['Fête des pères', 'la fête des pères'],
  },
  {
    region: 'FR',
    lang: 'fr',
    rule: 'easter -7',
    names: ['Dimanche des Rameaux', 'le dimanche des Rameaux', 'les Rameaux'],
  },
  { region: 'FR', lang: 'fr', rule: 'easter -3', names: ['Jeudi saint', 'le jeudi saint'] },
  { region: 'FR', lang: 'fr', rule: 'easter -1', names: ['Samedi saint', 'le samedi saint'] },
  { region: 'FR', lang: 'fr', rule: '04-01', names: ["Poisson d'avril", "le poisson d'avril"] },
  { region: 'FR', lang: 'fr', rule: '12-06', names: ['Saint-Nicolas', 'la Saint-Nicolas'] },
  { region: 'FR', lang: 'fr', rule: '06-24', names: ['Saint-Jean', 'la Saint-Jean'] },
  { region: 'ES', lang: 'es', rule: 'easter -7', names: ['Domingo de Ramos'] },
  { region: 'ES', lang: 'es', rule: 'easter 1', names: ['Lunes de Pascua'] },
  { region: 'ES', lang: 'es', rule: 'easter -46', names: ['Miércoles de Ceniza'] },
  { region: 'ES', lang: 'es', rule: '04-23', names: ['Sant Jordi'] },
  { region: 'ES', lang: 'es', rule: '06-24', names: ['San Juan', 'Sant Joan', 'día de San Juan'] },
  { region: 'ES', lang: 'es', rule: '05-15', names: ['San Isidro'] },
  { region: 'MX', lang: 'es', rule: '04-30', names: ['Día del Niño'] },
  {
    region: 'MX',
    lang: 'es',
    rule: '02-02',
    names: ['Día de la Candelaria'],
  },
  { region: 'MX', lang: 'es', rule: '02-24', names: ['Día de la Bandera'] },
  { region: 'MX', lang: 'es', rule: '05-15', names: ['Día del Maestro'] },
  { region: 'MX', lang: 'es', rule: 'easter -46', names: ['Miércoles de Ceniza'] },
  { region: 'MX', lang: 'es', rule: 'easter -7', names: ['Domingo de Ramos'] },
  {
    region: 'IT',
    lang: 'it',
    rule: '11-02',
    names: ['Giorno dei morti', 'il giorno dei morti', 'Commemorazione dei defunti'],
  },
  { region: 'IT', lang: 'it', rule: 'easter -47', names: ['Martedì grasso'] },
  { region: 'IT', lang: 'it', rule: 'easter -52', names: ['Giovedì grasso'] },
  {
    region: 'IT',
    lang: 'it',
    rule: 'easter -46',
    names: ['Mercoledì delle Ceneri', 'il mercoledì delle Ceneri'],
  },
  {
    region: 'IT',
    lang: 'it',
    rule: 'easter -7',
    names: ['Domenica delle Palme', 'la domenica delle Palme'],
  },
  { region: 'IT', lang: 'it', rule: '03-08', names: ['Festa della donna', 'la festa della donna'] },
  { region: 'IT', lang: 'it', rule: 'easter 49', names: ['Pentecoste', 'la Pentecoste'] },
  { region: 'IT', lang: 'it', rule: '06-24', names: ['San Giovanni'] },
  { region: 'IT', lang: 'it', rule: '10-02', names: ['Festa dei nonni', 'la festa dei nonni'] },
  { region: 'IT', lang: 'it', rule: '04-01', names: ["Pesce d'aprile", "il pesce d'aprile"] },
  { region: 'BR', lang: 'pt', rule: 'easter -46', names: ['Quarta-feira de Cinzas'] },
  { region: 'BR', lang: 'pt', rule: '10-15', names: ['Dia do Professor'] },
  {
    region: 'BR',
    lang: 'pt',
    rule: '11-01',
    names: ['Dia de Todos os Santos', 'Todos os Santos'],
  },
  { region: 'BR', lang: 'pt', rule: '06-24', names: ['São João', 'Dia de São João'] },
  {
    region: 'BR',
    lang: 'pt',
    rule: '03-08',
    names: ['Dia da Mulher', 'Dia Internacional da Mulher'],
  },
  { region: 'BR', lang: 'pt', rule: 'easter -7', names: ['Domingo de Ramos'] },
  { region: 'BR', lang: 'pt', rule: 'easter -1', names: ['Sábado de Aleluia'] },
  { region: 'BR', lang: 'pt', rule: '07-26', names: ['Dia dos Avós'] },
  { region: 'BR', lang: 'pt', rule: '04-01', names: ['Dia da Mentira'] },
  { region: 'BR', lang: 'pt', rule: '01-06', names: ['Dia de Reis'] },
  // Bevrijdingsdag is a day off every fifth year only (the data's type for it); the day is 5 May.
  { region: 'NL', lang: 'nl', rule: '05-05', names: ['Bevrijdingsdag'] },
  { region: 'NL', lang: 'nl', rule: 'easter -46', names: ['Aswoensdag'] },
  { region: 'NL', lang: 'nl', rule: 'easter -7', names: ['Palmzondag'] },
  { region: 'NL', lang: 'nl', rule: 'easter -3', names: ['Witte Donderdag'] },
  { region: 'NL', lang: 'nl', rule: 'easter -1', names: ['Stille Zaterdag'] },
  { region: 'NL', lang: 'nl', rule: '01-06', names: ['Driekoningen'] },
  // Russian and Ukrainian days of the Orthodox year the data lacks (nineteenth round): Easter and
  // its Sundays by the Orthodox rule, the Old New Year (the Julian 1 January), Christmas Eve and
  // Epiphany as Russia keeps them (6 and 19 January). The accusative and genitive after 'на', 'в',
  // 'до'. Ukraine's Святвечір, Водохреще and Покрова are left out: since 2023 both 24 December and
  // 6 January (19 January, 14 October and 1 October) are kept.
  { region: 'RU', lang: 'ru', rule: 'orthodox', names: ['Пасха', 'Пасху', 'Пасхи'] },
  {
    region: 'RU',
    lang: 'ru',
    rule: 'orthodox -49',
    names: ['Прощёное воскресенье', 'Прощеное воскресенье'],
  },
  { region: 'RU', lang: 'ru', rule: 'orthodox 49', names: ['Троица', 'Троицу', 'Троицы'] },
  { region: 'RU', lang: 'ru', rule: '01-06', names: ['Сочельник', 'Рождественский сочельник'] },
  { region: 'RU', lang: 'ru', rule: '01-19', names: ['Крещение', 'Крещенье'] },
  { region: 'RU', lang: 'ru', rule: '01-14', names: ['Старый Новый год'] },
  { region: 'UA', lang: 'uk', rule: '01-14', names: ['Старий Новий рік'] },
  { region: 'PL', lang: 'pl', rule: '11-02', names: ['Zaduszki', 'Dzień Zaduszny'] },
  {
    region: 'PL',
    lang: 'pl',
    rule: '10-14',
    names: ['Dzień Nauczyciela', 'Dzień Edukacji Narodowej'],
  },
  { region: 'PL', lang: 'pl', rule: '04-01', names: ['Prima Aprilis'] },
  // Turkish names with the locative and ablative endings too ('anneler gününde', 'anneler
  // gününden bir gün önce').
  { region: 'TR', lang: 'tr', rule: '05-06', names: ['Hıdırellez', 'Hıdırellezde'] },
  {
    region: 'TR',
    lang: 'tr',
    rule: '2nd sunday in May',
    names: ['Anneler Günü', 'Anneler Gününde', 'Anneler Gününden'],
  },
  {
    region: 'TR',
    lang: 'tr',
    rule: '3rd sunday in June',
    names: ['Babalar Günü', 'Babalar Gününde', 'Babalar Gününden'],
  },
  {
    region: 'TR',
    lang: 'tr',
    rule: '11-24',
    names: ['Öğretmenler Günü', 'Öğretmenler Gününde', 'Öğretmenler Gününden'],
  },
  { region: 'TR', lang: 'tr', rule: '03-21', names: ['Nevruz', 'Nevruzda'] },
  { region: 'TR', lang: 'tr', rule: '11-10', names: ["Atatürk'ü Anma Günü", '10 Kasım Anma Günü'] },
  // Days the data lacks (twenty-fourth round): Palm Sunday by the Orthodox rule and Pokrov (HeidelTime's
  // Russian holiday table), Knowledge Day, Tatiana Day, Cosmonautics Day, Saint Valentine's Day
  // (ru, uk), Ukraine's Mother's Day (the second Sunday of May), Unity Day and Halloween; Poland's
  // Maundy Thursday (a school day off in the data); Women's Day in Turkey. `Масленица` (a week) and
  // Ukraine's `Покрова`, `Івана Купала` (moved in 2023) are left out.
  {
    region: 'RU',
    lang: 'ru',
    rule: 'orthodox -7',
    names: ['Вербное воскресенье', 'Вербное воскресение'],
  },
  { region: 'RU', lang: 'ru', rule: '10-14', names: ['Покров', 'Покрова', 'Покров день'] },
  { region: 'RU', lang: 'ru', rule: '09-01', names: ['День знаний', 'Дня знаний'] },
  { region: 'RU', lang: 'ru', rule: '01-25', names: ['Татьянин день'] },
  {
    region: 'RU',
    lang: 'ru',
    rule: '02-14',
    names: ['День святого Валентина', 'День Святого Валентина', 'Валентинов день'],
  },
  { region: 'RU', lang: 'ru', rule: '04-12', names: ['День космонавтики'] },
  { region: 'UA', lang: 'uk', rule: 'orthodox -7', names: ['Вербна неділя', 'Вербну неділю'] },
  { region: 'UA', lang: 'uk', rule: '09-01', names: ['День знань'] },
  { region: 'UA', lang: 'uk', rule: '02-14', names: ['День святого Валентина'] },
  { region: 'UA', lang: 'uk', rule: '2nd sunday in May', names: ['День матері'] },
  {
    region: 'UA',
    lang: 'uk',
    rule: '01-22',
    names: ['День Соборності', 'День Соборності України'],
  },
  { region: 'UA', lang: 'uk', rule: '10-31', names: ['Хелловін', 'Гелловін'] },
  { region: 'PL', lang: 'pl', rule: 'easter -3', names: ['Wielki Czwartek'] },
  {
    region: 'TR',
    lang: 'tr',
    rule: '03-08',
    names: ['Kadınlar Günü', 'Dünya Kadınlar Günü', 'Kadınlar Gününde'],
  },
  // The twenty-third round's solar terms (SOLAR_TERMS below).
  ...solarTermDays(),
];

/**
 * Days people name that the region's data does not carry, a number of days from one of its
 * rules: France's Easter Sunday (the data has its Monday), Spain's Maundy Thursday (a holiday in
 * most of its regions; the data has Good Friday).
 */
const DERIVED: { rule: RegExp; shift: number; names: readonly string[]; region: string }[] = [
  {
    rule: /^easter 1$/,
    shift: -1,
    names: ['pâques', 'paques', 'dimanche de pâques'],
    region: 'FR',
  },
  { rule: /^easter 1$/, shift: -48, names: ['mardi gras'], region: 'FR' },
  { rule: /^easter -2$/, shift: -1, names: ['jueves santo'], region: 'ES' },
  { rule: /^chinese 1-01 solarterm$/, shift: -1, names: ['節分', 'せつぶん'], region: 'JP' },
  // 雑節 counted from 立春, its day the first (x-memory.jp's glossary, the twenty-third round):
  // the 88th, 210th and 220th day.
  { rule: /^chinese 1-01 solarterm$/, shift: 87, names: ['八十八夜'], region: 'JP' },
  { rule: /^chinese 1-01 solarterm$/, shift: 209, names: ['二百十日'], region: 'JP' },
  { rule: /^chinese 1-01 solarterm$/, shift: 219, names: ['二百二十日'], region: 'JP' },
  // The days after US Thanksgiving (4th Thursday in November) that shops name.
  { rule: /^4th thursday in November$/, shift: 1, names: ['black friday'], region: 'US' },
  { rule: /^4th thursday in November$/, shift: 4, names: ['cyber monday'], region: 'US' },
];

/** Common names of fixed days, read in every locale whose region's data does not name that day otherwise. */
const COMMON: { on: string; names: readonly string[]; regions?: readonly string[] }[] = [
  // Named days on a fixed date everywhere that the data set does not carry.
  { on: '03-17', names: ["st patrick's day", "saint patrick's day", "st. patrick's day"] },
  { on: '04-22', names: ['earth day', '世界地球日', '地球日'] },
  { on: '05-05', names: ['cinco de mayo'] },
  { on: '12-26', names: ['kwanzaa'] },
  { on: '01-06', names: ['día de reyes', 'reyes', 'los reyes', 'reyes magos'], regions: ['MX'] },
  { on: '02-02', names: ['la chandeleur', 'chandeleur'], regions: ['FR'] },
  { on: '03-17', names: ['la saint-patrick', 'saint-patrick'], regions: ['FR'] },
  { on: '10-31', names: ['dia das bruxas'], regions: ['BR'] },
  { on: '06-21', names: ['la fête de la musique', 'fête de la musique'], regions: ['FR'] },
  {
    on: '12-31',
    names: ['réveillon du nouvel an', 'réveillon de la saint-sylvestre'],
    regions: ['FR'],
  },
  {
    on: '12-24',
    names: [
      'christmas eve',
      'heiligabend',
      'heiliger abend',
      'réveillon de noël',
      'nochebuena',
      'véspera de natal',
      'vigilia di natale',
      'kerstavond',
      'wigilia',
      'クリスマスイブ',
      'クリスマス・イブ',
      'クリスマスイヴ',
      'クリスマス・イヴ',
      '크리스마스 이브',
      '平安夜',
      '圣诞夜',
      '聖誕夜',
      '耶誕夜',
    ],
  },
  {
    on: '12-25',
    names: [
      'christmas',
      'christmas day',
      'xmas',
      'weihnachten',
      'erster weihnachtstag',
      'noël',
      'navidad',
      'día de navidad',
      'natal',
      'natale',
      'kerstmis',
      'kerst',
      'eerste kerstdag',
      'boże narodzenie',
      'noel',
      'クリスマス',
      '크리스마스',
      '성탄절',
      '圣诞节',
      '聖誕節',
      '圣诞',
      '聖誕',
      '耶诞节',
      '耶誕節',
    ],
  },
  {
    on: '12-26',
    names: [
      'boxing day',
      'zweiter weihnachtstag',
      'tweede kerstdag',
      'santo stefano',
      'saint-étienne',
    ],
  },
  {
    on: '12-31',
    names: [
      "new year's eve",
      'nye',
      'silvester',
      'saint-sylvestre',
      'la saint-sylvestre',
      'nochevieja',
      'véspera de ano novo',
      'san silvestro',
      'oudejaarsavond',
      'oudjaar',
      'sylwester',
      'yılbaşı gecesi',
      '大晦日',
      'おおみそか',
    ],
  },
  {
    on: '01-01',
    names: [
      "new year's day",
      "new year's",
      'new year',
      'neujahr',
      'neujahrstag',
      "jour de l'an",
      'nouvel an',
      'año nuevo',
      'ano novo',
      'capodanno',
      'nieuwjaarsdag',
      'nieuwjaar',
      'nowy rok',
      'новый год',
      'новий рік',
      'yılbaşı',
      '元日',
      '元旦',
      '新年',
      '신정',
      '새해',
    ],
  },
  {
    on: '10-31',
    names: [
      'halloween',
      'ハロウィン',
      'ハロウィーン',
      '할로윈',
      '핼러윈',
      '万圣夜',
      '萬聖夜',
      '万圣节',
      '萬聖節',
      'cadılar bayramı',
    ],
  },
  {
    on: '02-14',
    names: [
      "valentine's day",
      "valentine's",
      'valentinstag',
      'saint-valentin',
      'la saint-valentin',
      'san valentín',
      'día de san valentín',
      'san valentino',
      'valentijnsdag',
      'walentynki',
      'sevgililer günü',
      'バレンタインデー',
      'バレンタイン',
      '발렌타인데이',
      '밸런타인데이',
      '情人节',
      '情人節',
      '西方情人节',
      '西方情人節',
    ],
  },
];

/** English offset words, in every table; then each language's own. */
const ENGLISH_OFFSETS: Pick<HolidayTable, 'before' | 'after' | 'relations' | 'of'> = {
  before: { 'the day before': -1, 'day before': -1, 'the day after': 1, 'day after': 1 },
  relations: { before: -1, after: 1 },
};
const OFFSETS: Record<string, Pick<HolidayTable, 'before' | 'after' | 'relations' | 'of'>> = {
  de: {
    before: {
      'der tag vor': -1,
      'am tag vor': -1,
      'tag vor': -1,
      'der tag nach': 1,
      'am tag nach': 1,
      'tag nach': 1,
    },
    relations: { vor: -1, nach: 1 },
  },
  fr: {
    before: {
      'la veille de': -1,
      'veille de': -1,
      'le lendemain de': 1,
      'lendemain de': 1,
      'la veille du': -1,
      'veille du': -1,
      'le lendemain du': 1,
      'lendemain du': 1,
      'le jour avant': -1,
      'le jour après': 1,
    },
    relations: { avant: -1, après: 1 },
    of: ['de', 'du', 'd'],
  },
  es: {
    before: {
      'el día antes de': -1,
      'día antes de': -1,
      'la víspera de': -1,
      'víspera de': -1,
      'el día después de': 1,
      'día después de': 1,
      // 'en Navidad', 'en Nochevieja a las 23': the day itself.
      en: 0,
    },
    relations: { 'antes de': -1, 'antes del': -1, 'después de': 1, 'después del': 1 },
    of: ['de', 'del'],
  },
  pt: {
    before: {
      'o dia antes do': -1,
      'o dia antes da': -1,
      'dia antes do': -1,
      'dia antes da': -1,
      'a véspera do': -1,
      'a véspera de': -1,
      'o dia depois do': 1,
      'o dia depois da': 1,
      'dia depois do': 1,
      'dia depois da': 1,
    },
    relations: {
      'antes do': -1,
      'antes da': -1,
      'antes de': -1,
      'depois do': 1,
      'depois da': 1,
      'depois de': 1,
    },
    of: ['de', 'do', 'da'],
  },
  it: {
    before: {
      'il giorno prima di': -1,
      'giorno prima di': -1,
      'la vigilia di': -1,
      'il giorno dopo': 1,
      'giorno dopo': 1,
    },
    relations: { 'prima di': -1, 'prima del': -1, 'prima della': -1, 'prima dell': -1, dopo: 1 },
    of: ['di', 'del', 'della', 'dell'],
  },
  nl: {
    before: { 'de dag voor': -1, 'dag voor': -1, 'de dag na': 1, 'dag na': 1 },
    relations: { voor: -1, na: 1 },
  },
  pl: { before: { 'dzień przed': -1, 'dzień po': 1, na: 0 }, relations: { przed: -1, po: 1 } },
  ru: {
    before: { 'за день до': -1, 'на следующий день после': 1, 'день после': 1, на: 0 },
    relations: { до: -1, после: 1 },
  },
  uk: {
    before: { 'за день до': -1, 'наступного дня після': 1, 'день після': 1, на: 0 },
    relations: { до: -1, після: 1 },
  },
  jp: {
    // '今度のクリスマス': the coming one, as the name alone.
    before: { 今度の: 0 },
    after: { の前日: -1, 前日: -1, の翌日: 1, 翌日: 1, 当日: 0, の当日: 0 },
    relations: { 前: -1 },
  },
  tr: {
    after: {
      'bir gün önce': -1,
      '1 gün önce': -1,
      'önceki gün': -1,
      'bir gün sonra': 1,
      '1 gün sonra': 1,
      'sonraki gün': 1,
    },
    relations: { önce: -1 },
  },
  ko: {
    after: { 전날: -1, '전 날': -1, 다음날: 1, '다음 날': 1, 날: 0, 당일: 0 },
    relations: { 전: -1 },
  },
  zh: {
    // '下一个中秋节', '下个中秋节', '下次中秋节': the coming one, as the name alone.
    before: { 下一个: 0, 下个: 0, 下次: 0, 下一個: 0, 下個: 0 },
    after: {
      前一天: -1,
      的前一天: -1,
      后一天: 1,
      後一天: 1,
      的后一天: 1,
      的後一天: 1,
      第二天: 1,
      // '国庆那天', '3月8号当天': the day itself.
      那天: 0,
      那一天: 0,
      的那天: 0,
      当天: 0,
      當天: 0,
    },
    relations: { 前: -1 },
  },
};

/** A data-set name as the names people type: lower-case, each of ' / ' alternatives, without a parenthesis. */
function namesOf(name: string): string[] {
  const out: string[] = [];
  for (const part of name.split(' / ')) {
    const plain = part
      .replace(/\s*\([^)]*\)\s*/g, ' ')
      .trim()
      .toLowerCase();
    if (plain === '') continue;
    // '清明节 清明節': alternatives of an unspaced script.
    if (!/[a-zà-ÿ\u0400-\u04ff]/.test(plain)) out.push(...plain.split(/\s+/));
    else out.push(plain);
  }
  return out;
}

interface Rule {
  names: Set<string>;
  dates: string[];
}

/** A region's holidays by rule: names in `langs`, dates over the years, without substitute days. */
function rulesOf(region: string, langs: readonly string[]): Map<string, Rule> {
  const [country, state] = region.split('-');
  const hd = state === undefined ? new Holidays(region) : new Holidays(country ?? '', state);
  for (const day of EXTRA_DAYS.filter((d) => d.region === region))
    hd.setHoliday(day.rule, { name: { [day.lang]: day.names[0] ?? '' }, type: 'observance' });
  const rules = new Map<string, Rule>();
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year++)
    for (const lang of langs)
      for (const h of hd.getHolidays(year, lang)) {
        // A substitute day is left out (by its flag: 山の日's own rule reads `substitutes 08-11 …`).
        if (!TYPES.has(h.type) || h.substitute === true) continue;
        const rule = rules.get(h.rule) ?? { names: new Set<string>(), dates: [] };
        for (const n of namesOf(h.name)) rule.names.add(n);
        const date = h.date.slice(0, 10);
        if (!rule.dates.includes(date)) rule.dates.push(date);
        rules.set(h.rule, rule);
      }
  for (const day of EXTRA_DAYS.filter((d) => d.region === region)) {
    for (const n of [...day.names, ...(day.shared ?? [])]) rules.get(day.rule)?.names.add(n);
    for (const text of [...rules.keys()]) if (day.replaces?.test(text) === true) rules.delete(text);
  }
  const shared = new Set([
    ...EXTRA_DAYS.filter((d) => d.region === region).flatMap((d) => d.shared ?? []),
    ...ALIASES.filter((a) => a.shared === true && a.region === country).flatMap((a) => a.names),
  ]);
  for (const d of DERIVED)
    for (const [text, rule] of [...rules])
      if (d.rule.test(text) && d.region === country)
        rules.set(`${text} ${d.shift}`, {
          names: new Set(d.names),
          dates: rule.dates.map((date) => shifted(date, d.shift)),
        });
  for (const [text, rule] of rules)
    for (const alias of ALIASES)
      if (alias.rule.test(text) && (alias.region ?? country) === country) {
        for (const n of alias.names) rule.names.add(n);
        if (alias.shift !== undefined)
          rule.dates = rule.dates.map((d) => shifted(d, alias.shift ?? 0));
      }
  // A holiday that no longer falls (Ukraine's 7 January Christmas) is left out.
  const thisYear = String(new Date().getUTCFullYear());
  for (const [text, rule] of rules) if (!rule.dates.some((d) => d >= thisYear)) rules.delete(text);
  // A name on several rules (春节: the eve and the two days after) stays on the one an alias gives
  // it, else on the one with the most dates (a rule of one year yields to the lasting one), else
  // on the first.
  const owner = new Map<string, { text: string; aliased: boolean; dates: number }>();
  for (const [text, rule] of rules)
    for (const n of rule.names) {
      const aliased = ALIASES.some(
        (a) => a.rule.test(text) && (a.region ?? country) === country && a.names.includes(n),
      );
      const held = owner.get(n);
      if (
        held === undefined ||
        (aliased && !held.aliased) ||
        (aliased === held.aliased && rule.dates.length > held.dates)
      )
        owner.set(n, { text, aliased, dates: rule.dates.length });
    }
  for (const [text, rule] of rules) {
    for (const n of [...rule.names])
      if (owner.get(n)?.text !== text && !shared.has(n)) rule.names.delete(n);
    rule.dates.sort();
  }
  return rules;
}

function shifted(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** One table entry: a fixed day when every year has the same month and day. */
function entryOf(names: Iterable<string>, dates: readonly string[], region?: string): HolidayEntry {
  const days = new Set(dates.map((d) => d.slice(5)));
  const [only] = days;
  const base =
    days.size === 1 && only !== undefined && dates.length === LAST_YEAR - FIRST_YEAR + 1
      ? { names: [...names].sort(), on: only }
      : { names: [...names].sort(), dates: [...dates] };
  return region === undefined ? base : { ...base, region };
}

/** A parenthesis naming a variant day, not the holiday: such days are left out of the world pass. */
const VARIANT_DAY =
  /substitute|observed|intermediate|week of|\bday \d|\d(?:st|nd|rd|th) day|first day|second day|third day|fourth day|half|bridge|holiday|eve\b|evening/i;

/** The names of one holiday of the data, as {@link namesOf} reads them, with a parenthesis's own name too ('day of atonement (yom kippur)'). */
function worldNamesOf(name: string): string[] | undefined {
  const inner = [...name.matchAll(/\(([^)]*)\)/g)].map((m) => m[1] ?? '');
  if (inner.some((x) => VARIANT_DAY.test(x))) return undefined;
  return [...namesOf(name), ...inner.flatMap((x) => namesOf(x))];
}

/** Territories whose holidays are their country's (date-holidays lists them apart): counted as that country. */
const TERRITORY_OF: Readonly<Record<string, string>> = {
  ...Object.fromEntries(['AS', 'GU', 'MP', 'PR', 'UM', 'VI'].map((t) => [t, 'US'])),
  ...Object.fromEntries(
    ['GF', 'GP', 'MQ', 'RE', 'YT', 'PM', 'BL', 'MF', 'NC', 'PF', 'WF', 'TF'].map((t) => [t, 'FR']),
  ),
  ...Object.fromEntries(['AW', 'CW', 'SX', 'BQ'].map((t) => [t, 'NL'])),
  ...Object.fromEntries(['SJ', 'BV'].map((t) => [t, 'NO'])),
  ...Object.fromEntries(
    ['GG', 'JE', 'IM', 'GI', 'BM', 'KY', 'VG', 'AI', 'MS', 'TC', 'FK', 'SH'].map((t) => [t, 'GB']),
  ),
  ...Object.fromEntries(['CX', 'CC', 'NF'].map((t) => [t, 'AU'])),
  ...Object.fromEntries(['FO', 'GL'].map((t) => [t, 'DK'])),
  ...Object.fromEntries(['HK', 'MO'].map((t) => [t, 'CN'])),
  AX: 'FI',
  IC: 'ES',
};

const worldCache = new Map<string, Map<string, Map<string, Set<string>>>>();

/**
 * Every country's holidays in `lang`: name → country → its dates from FIRST_YEAR to LAST_YEAR
 * (substitute and variant days left out).
 */
function worldOf(lang: string): Map<string, Map<string, Set<string>>> {
  const cached = worldCache.get(lang);
  if (cached !== undefined) return cached;
  const out = new Map<string, Map<string, Set<string>>>();
  for (const code of Object.keys(new Holidays().getCountries())) {
    const hd = new Holidays(code);
    const country = TERRITORY_OF[code] ?? code;
    const ownLanguage = hd.getLanguages().includes(lang);
    for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) {
      // The data falls back to English or a country's own language where it has no name in
      // `lang`: such a name is not one of `lang`'s (an Arabic or Dutch name in the German table).
      const fallback = new Map((hd.getHolidays(year) || []).map((h) => [h.rule, h.name]));
      const english = new Map((hd.getHolidays(year, 'en') || []).map((h) => [h.rule, h.name]));
      for (const h of hd.getHolidays(year, lang) || []) {
        if (!TYPES.has(h.type) || h.substitute === true) continue;
        if (!ownLanguage && fallback.get(h.rule) === h.name) continue;
        if (lang !== 'en' && english.get(h.rule) === h.name) continue;
        for (const n of worldNamesOf(h.name) ?? []) {
          const byRegion = out.get(n) ?? new Map<string, Set<string>>();
          const dates = byRegion.get(country) ?? new Set<string>();
          dates.add(h.date.slice(0, 10));
          byRegion.set(country, dates);
          out.set(n, byRegion);
        }
      }
    }
  }
  worldCache.set(lang, out);
  return out;
}

/** Names one culture's day and another's (the Netherlands' King's Day; Epiphany is "Three Kings' Day"): not read from the world pass. */
const WORLD_AMBIGUOUS = new Set([
  "king's day",
  'kings day',
  "kings' day",
  'prayer day',
  // Israel's name for Tu Bishvat; the United States' is in April.
  'arbor day',
  'national day',
  'new year holiday',
  // The end of the year (`end of year`, `a fin de año`: its evening), read before as a period's end.
  'end of year',
  'end of the year',
  'fin de año',
  'fin de ano',
  'fin del año',
  'fin del ano',
  // Several days long: which one is meant is a guess.
  'carnival',
  'carnaval',
  'karneval',
  'carnevale',
]);

/** Names people type for a day the world pass reads by its English name. */
const WORLD_ALIASES: Record<string, readonly string[]> = {
  'shrove tuesday': ['mardi gras', 'pancake day', 'pancake tuesday', 'fat tuesday'],
  'chinese new year': ['lunar new year', 'spring festival'],
  'eid al-fitr': ['eid ul-fitr', 'eid ul fitr', 'hari raya puasa'],
  'eid al-adha': ['eid ul-adha', 'eid ul adha', 'bakrid', 'hari raya haji'],
  'first day of ramadan': ['start of ramadan', 'beginning of ramadan'],
};

/**
 * Named days of other countries, in the locale's language and in English (pentecost, eid
 * al-fitr, yom kippur, chinese new year): read as their day wherever the user is, unless the
 * user's own region names the day (taken). At least three countries must keep the name, and in
 * each year from this one on at least four in five of them on one day (Orthodox Pentecost is the
 * minority's, and a user whose region keeps it has it as their own); a year without such a day
 * leaves the name out, so a name is read in every year ahead or in none. An earlier year, kept for
 * sources whose reference time lies then, has the name's date only if the countries agreed. Names whose countries disagree (independence
 * day, republic day, children's day, mother's day) are refused, never guessed.
 */
function worldEntries(langs: readonly string[], taken: ReadonlySet<string>): HolidayEntry[] {
  const thisYear = String(new Date().getUTCFullYear());
  const byDates = new Map<string, Set<string>>();
  for (const lang of langs)
    for (const [name, byRegion] of worldOf(lang)) {
      if (taken.has(name) || WORLD_AMBIGUOUS.has(name) || byRegion.size < 3 || /\d/.test(name))
        continue;
      // year → date → the countries keeping the name on that date.
      const years = new Map<string, Map<string, Set<string>>>();
      for (const [region, dates] of byRegion)
        for (const d of dates) {
          const year = years.get(d.slice(0, 4)) ?? new Map<string, Set<string>>();
          years.set(d.slice(0, 4), year.set(d, (year.get(d) ?? new Set()).add(region)));
        }
      // The years from this one on decide whether the name is read; a year before it (kept for
      // sources dated then) has its date only where the countries agreed that year.
      const picked: string[] = [];
      let agreed = true;
      for (const [year, counts] of years) {
        const keeping = new Set([...counts.values()].flatMap((r) => [...r])).size;
        const [first] = [...counts].sort((a, b) => b[1].size - a[1].size);
        if (first !== undefined && first[1].size >= 2 && first[1].size >= 0.8 * keeping)
          picked.push(first[0]);
        else if (year >= thisYear) agreed = false;
      }
      if (!agreed || !picked.some((d) => d >= thisYear)) continue;
      const key = picked.sort().join(',');
      const names = byDates.get(key) ?? new Set<string>();
      for (const n of [name, ...(WORLD_ALIASES[name] ?? [])]) if (!taken.has(n)) names.add(n);
      byDates.set(key, names);
    }
  for (const [names, dates] of hebrewDays()) {
    const read = names.filter((n) => !taken.has(n) && !WORLD_AMBIGUOUS.has(n) && !/^the /.test(n));
    if (read.length > 0) byDates.set(dates.join(','), new Set(read));
  }
  return [...byDates].map(([dates, names]) => entryOf(names, dates.split(',')));
}

/** A date of the Hebrew calendar, kept on it as such (no weekday moves: those are one country's). */
const HEBREW_RULE =
  /^\d+ (?:Tishrei|Cheshvan|Kislev|Tevet|Shvat|Adar|AdarII|Nisan|Iyyar|Sivan|Tamuz|Av|Elul)(?: P\d+D)?$/;

/**
 * The Jewish holidays (Israel's data, in English): a day of the Hebrew calendar is the same
 * everywhere, so one country's data names it for every user (its first day where it lasts
 * several: Hanukkah's, Purim's). Their names and dates, from FIRST_YEAR to LAST_YEAR.
 */
function hebrewDays(): [string[], string[]][] {
  const hd = new Holidays('IL');
  const byRule = new Map<string, { names: Set<string>; dates: string[] }>();
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year++)
    for (const h of hd.getHolidays(year, 'en') || []) {
      const names = worldNamesOf(h.name);
      if (!HEBREW_RULE.test(h.rule) || names === undefined) continue;
      const day = byRule.get(h.rule) ?? { names: new Set<string>(), dates: [] };
      for (const n of names) day.names.add(n);
      day.dates.push(h.date.slice(0, 10));
      byRule.set(h.rule, day);
    }
  return [...byRule.values()].map((d) => [[...d.names], d.dates]);
}

function tableFor(locale: string): HolidayTable {
  const { region, lang } = LOCALES[locale] as { region: string; lang: string };
  const holidays: HolidayEntry[] = [];
  const taken = new Set<string>();
  const fixedDays = new Set<string>();
  for (const rule of rulesOf(region, [lang, 'en']).values()) {
    if (rule.names.size === 0) continue;
    const entry = entryOf(rule.names, rule.dates);
    holidays.push(entry);
    for (const n of entry.names) taken.add(n);
    if (entry.on !== undefined) fixedDays.add(entry.on);
  }
  for (const common of COMMON) {
    if (common.regions !== undefined && !common.regions.includes(region)) continue;
    const names = common.names.filter((n) => !taken.has(n));
    if (names.length === 0) continue;
    // A day the region's data has: the common names join it (one entry a day).
    const same = holidays.find((h) => h.on === common.on);
    if (same !== undefined) (same.names as string[]).push(...names);
    else holidays.push({ names, on: common.on });
    for (const n of names) taken.add(n);
  }
  for (const other of ENGLISH_REGIONS.filter((r) => !r.startsWith(region)))
    for (const rule of rulesOf(other, ['en']).values()) {
      const names = [...rule.names].filter(
        (n) => !taken.has(n) && (/^[\x20-\x7e]+$/.test(n) || ALIAS_NAMES.has(n)),
      );
      if (names.length > 0) holidays.push(entryOf(names, rule.dates, other.slice(0, 2)));
    }
  holidays.push(...worldEntries(lang === 'en' ? ['en'] : [lang, 'en'], taken));
  const own = OFFSETS[lang] ?? {};
  return {
    region,
    holidays,
    before: { ...ENGLISH_OFFSETS.before, ...own.before },
    ...(own.after === undefined ? {} : { after: own.after }),
    relations: { ...ENGLISH_OFFSETS.relations, ...own.relations },
    ...(own.of === undefined ? {} : { of: own.of }),
  };
}

/**
 * Names as the reader meets them (holidayKey), also without their apostrophes ('new years eve').
 * A phone's "’" needs no spelling of its own: normalize.ts reads it as "'".
 */
function keysOf(names: Iterable<string>, lexicon: Lexicon): string[] {
  const keys = new Set<string>();
  for (const name of names)
    for (const spelling of [name, name.replace(/['\u2019]/g, '')]) {
      const key = holidayKey(spelling, lexicon);
      if (key !== undefined) keys.add(key);
    }
  return [...keys].sort();
}

function keyedPhrases(
  phrases: Readonly<Record<string, number>> | undefined,
  lexicon: Lexicon,
): Record<string, number> | undefined {
  if (phrases === undefined) return undefined;
  const out: Record<string, number> = {};
  for (const [text, days] of Object.entries(phrases)) {
    const key = holidayKey(text, lexicon);
    if (key !== undefined) out[key] = days;
  }
  return out;
}

/** The table with its names and phrases as keys of the locale's lexicon. */
/**
 * The evenings named as days (Christmas Eve, New Year's Eve): their entries carry `evening`, and
 * a bare hour from 7 to 11 on them asks between morning and evening (resolve.ts).
 */
const EVENING_ON: ReadonlySet<string> = new Set(['12-24', '12-31']);

function keyed(locale: string, table: HolidayTable): HolidayTable {
  const lexicon = lexiconFor(locale);
  const after = keyedPhrases(table.after, lexicon);
  return {
    region: table.region,
    holidays: table.holidays.map((h) => ({
      ...h,
      names: keysOf(h.names, lexicon),
      ...(h.on !== undefined && EVENING_ON.has(h.on) ? { evening: true as const } : {}),
    })),
    before: keyedPhrases(table.before, lexicon) ?? {},
    ...(after === undefined ? {} : { after }),
    relations: keyedPhrases(table.relations, lexicon) ?? {},
    ...(table.of === undefined ? {} : { of: table.of }),
  };
}

installTimeVocabularies();
const dir = fileURLToPath(new URL('../locales/holidays/', import.meta.url));
mkdirSync(dir, { recursive: true });
for (const locale of Object.keys(LOCALES))
  writeFileSync(
    join(dir, `${locale}.json`),
    JSON.stringify(keyed(locale, tableFor(locale))) + '\n',
  );
console.log(`locales/holidays: ${Object.keys(LOCALES).length} tables, ${FIRST_YEAR}-${LAST_YEAR}`);
