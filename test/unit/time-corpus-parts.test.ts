import { describe, expect, it } from 'vitest';
import {
  formatLanguages,
  scoreLanguage,
  sourceName,
  type LanguageScore,
} from '../../bench/corpus.js';
import { ALL_LOCALES, corpusParts, skippedCounts } from '../../bench/corpus/parts.js';
import { locales } from '../../shared/i18n.js';

/**
 * The corpus of every language in two parts (bench/corpus/parts.ts): the tuning part (our own
 * tables and the cases transcribed from annotated public sources) and the held-out part
 * (Duckling's corpus). Floors ratchet: a change may read more right and fewer wrong, never the
 * other way. First measured on 2026-11-27 before the parser work of issue 18; raised to what the
 * reader with issue 18's forms measures (`npm run bench -- corpus`). The one exception: the
 * held-out wrong floors of en-GB (2 → 5), fr (0 → 1), zh-CN (0 → 3) and zh-TW (0 → 4) rose with
 * that work, while the held-out total fell (30 → 29) and the tuning total fell (51 → 10); they
 * are the first to bring back down (docs/decisions.md, "Held-out wrong answers after the second
 * round"). The third round brought en-GB (5 → 4), es-ES and es-419 (2 → 0), fr (1 → 0), ru and
 * uk (2 → 1) down; holidays raised fr (0 → 1, "le soir de noël") and it (2 → 3, "notte di san
 * silvestro") while the held-out part read 117 more right; zh-CN (3 → 0) and zh-TW (4 → 0) came
 * down where the source's annotation was wrong (bench/corpus/import/decisions.ts: 下周三, 兒童節).
 * The fourth round brought en-GB (4 → 2) down: a summer-time zone abbreviation out of season
 * asks between its offset and the zone's clock. The fifth round brought fr (1 → 0) and it (3 → 2)
 * down: the evening or night of a holiday ('le soir de noël') is refused. The seventh round
 * brought nl's tuning wrong (1 → 0) down: 'zeven uur' asks like '7 uur';
 * and pt-BR's (1 → 0): '7 horas' alone asks between a clock and a length. The eighth round added
 * Carbon's localization tests (de, nl, pl, ru, uk, tr) and Recognizers-Text's parser specs (de,
 * nl, tr) to the tuning part, so those tuning floors count more cases.
 * The eighth round also brought fr's tuning wrong (2 → 1) down: '17 heures' alone asks the same way.
 * The ninth round added andrewplummer/Sugar's locale tests (ja, ko, zh-CN, zh-TW) to the tuning part.
 * The ninth round added Sugar's locale tests (fr, it, es, pt), parsedatetime's French test and
 * olebedev/when's pt-BR tests to the tuning part (bench/corpus/ninth-round-west.ts).
 * The ninth round added Sugar's date tests (en, en-GB) and parsedatetime's Australian locale
 * tests (en-GB) to the tuning part (bench/corpus/sugar.ts), so those tuning floors count more cases.
 * The ninth round added Sugar's, when's and parsedatetime's tests, dateparser's language tests
 * and our own phrasing (de, nl, pl, ru, uk, tr: bench/corpus/import/north*.ts) to the tuning part.
 * The short round added our own zh-CN and zh-TW phrasing ('1个半小时后', '过一会儿').
 * The families finished after it (de, pl, ru, uk) raised those floors.
 * The tenth round added Recognizers-Text's per-parser specs (DateParser, TimeParser,
 * DateTimeParser, HolidayParser) for fr, it, es-ES, es-419 and pt-BR to the tuning part.
 * The tenth round added natty's and go-naturaldate's tests (en, en-GB: bench/corpus/tenth-round-en.ts)
 * to the tuning part, so those tuning floors count more cases.
 * The tenth round added comtravo/ctparse's German corpus, chrono's ru and uk tests, Recognizers-Text's
 * MergedParser specs (de, nl, tr) and our own Polish phrasing (bench/corpus/import/tenth-*.ts).
 * The tenth round added Recognizers-Text's Japanese, Korean and Chinese parser specs,
 * tudou527/zh-time-nlp's tests and chrono's Chinese 'ago' tests to the tuning part (ja, ko, zh-CN,
 * zh-TW: bench/corpus/import/tenth-east.ts).
 * The short round added our own fr, it and pl chat phrasing (bench/corpus/import/short-west-phrasing.ts).
 * The short round after the tenth added our own zh-CN and zh-TW chat phrasing
 * (bench/corpus/import/short-two-north-phrasing.ts) to the tuning part.
 * The short round added our own English chat phrasing (en, en-GB:
 * bench/corpus/import/short-phrasing.ts) to the tuning part.
 * The eleventh round added the families' cross product (bench/corpus/compose/<locale>.ts) in every
 * language but fr, it, es-ES, es-419 and pt-BR, matthewmueller/date's and timefhuman's tests
 * (en, en-GB: bench/corpus/eleventh-round-en.ts) and Sugar's uncommented Polish tests to the
 * tuning part.
 * The eleventh round added the families' cross product for fr, it, es-ES, es-419 and pt-BR
 * (bench/corpus/compose/<locale>.ts) to the tuning part.
 * The twelfth round added native phrasing with lunar dates to ja, ko, zh-CN and zh-TW's family
 * tables, and read lunar dates.
 * The twelfth round added our own phrasing of past markers, this night's word and the pl, tr, nl
 * recall forms (bench/corpus/import/twelfth-north-phrasing.ts) to the tuning part.
 * The twelfth round added our own native phrasing (en, en-GB, fr, it, es-ES, es-419, pt-BR, de:
 * bench/corpus/compose/<locale>.ts) to the tuning part.
 * The thirteenth round added our own phrasing of named days with a year or `next` in every
 * language (bench/corpus/import/thirteenth-days-phrasing.ts) to the tuning part, and read them.
 * The thirteenth round added our own ja, ko, zh-CN and zh-TW chat phrasing
 * (bench/corpus/import/thirteenth-east-phrasing.ts) to the tuning part, and read a day of the
 * month alone (`15日`, `20일`).
 * The thirteenth round added our own chat phrasing (de, nl, pl, ru, uk, tr:
 * bench/corpus/import/thirteenth-north-phrasing.ts) to the tuning part and read the north
 * languages' tuning families (nl 'a.s.', pl 'ok.', ru/uk 'ноль-ноль'), raising those floors.
 * The thirteenth round added our own chat phrasing (en, en-GB, fr, it, es-ES, es-419, pt-BR:
 * bench/corpus/import/thirteenth-west-phrasing.ts) to the tuning part, and brought en's tuning
 * wrong (3 → 1) down: a weekday beside a count of days must agree ('saturday 3 days from now').
 * The thirteenth round's second pass added more of our own ko, zh-CN, zh-TW, es-ES and pt-BR chat
 * phrasing (the same two files) to the tuning part, all read or refused as written.
 * The fourteenth round added our own ja, ko, zh-CN and zh-TW chat phrasing
 * (bench/corpus/import/fourteenth-east-phrasing.ts) to the tuning part, and read counting from
 * another day (`내일부터 3주 후`, `明天起三天后`), ja `明日の終わり`, `昼食時の12時`, `深夜24:00`
 * and ko `이따가 3시에`, `점심때`.
 * It also added our own pl, ru, uk and tr chat phrasing
 * (bench/corpus/import/fourteenth-north-phrasing.ts) to the tuning part and read its families
 * (pl genitive ordinal days and 'po południu', ru/uk clocks before 'вечера', tr next month's day),
 * raising those floors.
 * It also added our own phrasing of a month alone in every language
 * (bench/corpus/import/fourteenth-months-phrasing.ts) to the tuning part, and read it ('march',
 * 'w kwietniu', '4月': the coming month's first day), raising every language's floors.
 * It also added our own chat phrasing (en, en-GB, fr, it, es-ES, pt-BR, nl, de:
 * bench/corpus/import/fourteenth-west-phrasing.ts) to the tuning part, read clocks in words
 * and counts of weeks from today, and asked `monday two weeks from now` (en's tuning wrong 1 → 0);
 * then 36 more fr and it everyday rows, all read as written, and an hour word with its hour unit
 * and minutes in words (`sept heures dix`, `vijftien uur dertig`), and an hour in words before
 * the day of the month (`siete del 15`).
 * The fifteenth round added our own chat phrasing (en, en-GB, fr, it, es-ES, pt-BR, de, nl:
 * bench/corpus/import/fifteenth-west-phrasing.ts) to the tuning part, and read an English weekday
 * beside a bare day 13-24 that agrees (`monday 16`), `5 tomorrow` (asked), `late evening at 10`,
 * fr `au soir`, `à la première heure`, it `in prima serata`, pt-BR `quinze depois das oito`, nl
 * `straks om 3`, de `diesen Donnerstag, 12.03.`, `heute 11.03`, `am neunten vierten`, raising
 * those floors; then 48 it and es-ES everyday rows, all read as written, and fr `sept heures moins
 * dix` asked.
 * The fifteenth round added our own pl, ru, uk and tr chat phrasing
 * (bench/corpus/import/fifteenth-north-phrasing.ts) to the tuning part and read its families (pl
 * hour endings '-ej', '-stej', 'kwadrans przed', Boże Ciało and Andrzejki; uk 'о 21-й'; tr
 * '15'inde', 'gelecek ayın ikinci pazartesi', 'sabaha karşı 4'te'), raising those floors.
 * The fifteenth round added our own ja, ko, zh-CN and zh-TW chat phrasing
 * (bench/corpus/import/fifteenth-east-phrasing.ts) to the tuning part, and read the named days the
 * holiday tables lacked (`龙抬头`, `双十一`, `五一`, `節分`, `섣달그믐`, `동지`; `小年` asked), the
 * month after next before a day (`再来月の20日`, `下下个月5号`, `다다음 달 5일`) and zh `后儿`.
 * The sixteenth round added our own rows of the beginning, middle and end of next week, month and
 * year in every language (bench/corpus/import/sixteenth-periods-phrasing.ts) and read them
 * (`beginning of next month`, `Anfang nächster Woche`, `gelecek ayın sonu`, `来月初め`), raising
 * every language's floors.
 * The sixteenth round added our own chat phrasing (en, en-GB, fr, it:
 * bench/corpus/import/sixteenth-west-phrasing.ts) to the tuning part, and read en `this aft`,
 * `this arvo`, en-GB `end of play`, fr `demain à la même heure`, it `domani stessa ora` and
 * `mezzogiorno in punto`, and en `next December 23rd` (the date's next occurrence), raising
 * those floors.
 * The sixteenth round added our own pl, ru, uk and tr phrasing of times written out in words
 * (bench/corpus/import/sixteenth-north-phrasing.ts) to the tuning part and read its families (ru
 * `двадцать минут девятого`, uk `десять хвилин на восьму`, `десять на восьму ранку`, pl `pół do
 * ósmej`, `za trzy kwadranse`, `za dobę`, tr `on dakikaya`, a weekday's place in this month:
 * `w ostatni piątek miesiąca`, `в последнюю пятницу месяца`, `ayın son cuması`), raising those
 * floors.
 * The sixteenth round added our own ja, ko, zh-CN and zh-TW chat phrasing
 * (bench/corpus/import/sixteenth-east-phrasing.ts) to the tuning part, and read a dotted month and
 * day before its weekday (`5.12(화)`, `5.12(周二)`), a day moved after it (`15日の翌日`) and the
 * 25th hour after a date (`15日の25時`), this time next week (`来週の今頃`, `다음 주 이맘때`), and
 * asked ja `午後12時` (noon or the midnight that ends the day).
 * The seventeenth round added our own rows of a count of days or weeks before or after a day in
 * every language (bench/corpus/import/seventeenth-offsets-phrasing.ts) and read them (`deux jours
 * avant le 20 mars`, `за два дня до 20 марта`, `3月20日の2日前`, `国庆前两天`), raising every
 * language's floors.
 * The seventeenth round added our own phrasing of the weeks and weekends of a month in every
 * language (bench/corpus/import/seventeenth-weeks-phrasing.ts) to the tuning part, and read a
 * weekend of a month as its Saturday (en `first weekend of april`, de `am ersten Wochenende im
 * April`, fr `le dernier week-end de mars`, es `el primer fin de semana de abril`, it `il primo weekend di
 * aprile`, pt-BR `no primeiro fim de semana de abril`), raising those
 * floors.
 * The seventeenth round also read named days the holiday data lacked (de `Pfingsten`, `Karsamstag`,
 * `erster Advent`, `Nikolaus`; en-GB `Mothering Sunday`; it `Festa del papà`), raising those floors.
 * The eighteenth round read short typed forms (tr `ayın 15i` without its apostrophe, pl `godz. 15`)
 * and ru `пять минут третьего дня`, a number and a half (`zweieinhalb`, `twee en een half`, `dwie i
 * pół`), the n-th weekday of `przyszłego miesiąca`, midnight after this evening (`ce soir à
 * minuit`), and asked ru and uk `9-30` alone (the date or the clock), raising those floors.
 * The eighteenth round added our own rows of the weekend of a month (de, nl, pl, ru, uk, tr, ja,
 * ko, zh-CN, zh-TW: bench/corpus/import/eighteenth-weeks-phrasing.ts) and read a weekend where the
 * n-th weekday reader takes a weekday as its Saturday (`letztes Wochenende im März`, `het eerste
 * weekend van april`, `в первые выходные апреля`, `4月の第1週末`, `4월 첫 주말`, `4月第一个周末`),
 * raising those floors and en's and fr's.
 * The eighteenth round added our own rows of dates and times as e-mails and calendars write them
 * (bench/corpus/import/eighteenth-written-phrasing.ts) and read them (en `Mon., Nov. 16, 2026 at 9
 * a.m.`, a clock after a dash `Fr. 13.11.2026 - 18:00 Uhr`, de `So, 15.11.2026 11:35`, it/es
 * `mar 17 nov`, pl `godz. 9:00`, a short year `Nov 16 '26`) in every language, raising those floors.
 * The eighteenth round added our own named-day rows in fr, es-ES, es-419, it, pt-BR, nl, pl and tr
 * (bench/corpus/import/eighteenth-days-phrasing.ts) and read them (`la fête des pères`, `Sant
 * Jordi`, `la Liberazione`, `Dia das Crianças`, `Sinterklaas`, `Trzech Króli`, `Anneler Günü`), raising those floors.
 * The nineteenth round added our own rows of days and months with no clock in ja, ko, zh-CN and
 * zh-TW (bench/corpus/import/nineteenth-east-phrasing.ts) and read a two-digit year before its mark
 * (`26年3月15日`, `26년 3월 15일`), `下月`, `下下个月`, `다다음 달` alone, zh `3月中`, ja `来月の頭`,
 * `4月の終わり`, `この週末`, `来週の週末`, `翌週`, a keyword before a particle (`来月に`, `다음 달에`), ko
 * `이달`, `그글피`, `다담주`, `석 달`, raising those floors.
 * The nineteenth round added our own pl, fr, ru, uk and tr chat phrasing
 * (bench/corpus/import/nineteenth-north-phrasing.ts) and read its refused forms (ru `на Пасху`,
 * `Старый Новый год`, `в районе 18:00`, `завтра с утра`, uk `на Трійцю`, pl `dzień przed Wigilią`,
 * tr `öbürgün`, `öğlende`, `yıl sonunda`, fr `9h tous les jours`, `samedi qui vient`, pl `koło
 * południa`, `w najbliższy weekend`), raising those floors.
 * The nineteenth round added our own chat rows in en, en-GB, es-ES, es-419, it, de and nl
 * (bench/corpus/import/nineteenth-west-phrasing.ts) and read them (`el último día del mes`,
 * `l'ultimo giorno del mese`, `am letzten Tag des Monats`, `mañana a la misma hora`, `in acht
 * Tagen`, `om een uur of 8`, `el día de mañana`, `month end`), raising those floors.
 * The nineteenth round's own typed rows (bench/corpus/import/nineteenth-typed-phrasing.ts): zh `8月15`
 * asked (Gregorian or lunar), ja `3月15` and ko `8월 15` read, pt-BR and es `19hrs` asked, the next
 * morning said alone in seven languages; every floor set to the merged round's figures.
 * The twentieth round added our own pl, fr, ru, uk and tr rows of whole days and of the forms the
 * nineteenth left refused (bench/corpus/import/twentieth-north-phrasing.ts) and read them (pl
 * `dziewiętnasta trzydzieści`, `6 I`, `w następnym tygodniu`, `w drugi dzień świąt`, ru `на 8
 * Марта`, uk `на 8 Березня`, fr `demain en huit`, `au nouvel an`, `la veille du jour de l'an`),
 * raising those floors.
 * The twentieth round added our own rows of days and month positions with no clock in ja, ko,
 * zh-CN and zh-TW (bench/corpus/import/twentieth-east-phrasing.ts; the corpus's week words take
 * `星期`, `礼拜`, `禮拜`, so `下星期五` is next week's day) and read zh `呗`, `呀`, `哈`, `囉` after a
 * day, `月尾`, `年尾`, `本月末`, ja `次の週末` (asked as `next weekend`), `今度の週末`, `土日`,
 * `今年の年末`, ko `요번`, `말일`, `이번 달 중순`, `이번 주 주말`, `올해 연말`, `새해 첫날`, raising those
 * floors.
 * The twentieth round added our own chat rows in en, en-GB, es-ES, es-419, it, de, nl and pt-BR
 * (bench/corpus/import/twentieth-west-phrasing.ts: whole days said many ways) and read them (de
 * `So 18 Uhr` and nl `zo 18 uur` asked, `this coming weekend`, `kommendes Wochenende`, `komend
 * weekend`, `nächsten Monat am 3.`, `um 1 Uhr mittags`, es-419 `en una hora más`, `a week today`,
 * `next wk`, en-GB `a week sunday`, nl `volgend weekend` asked, chat shorthands `this time tmrw`,
 * `mñn`, `dmn`, `amnh`, pt-BR `q vem`, `nesse fds`, `dps`, de `dieses WE`, pt-BR `2ª feira`),
 * raising those floors.
 * The twentieth round read the n-th week of a month, asked (the seventeenth round's rows: `the
 * second week of april`, `la deuxième semaine d'avril`, `4月第2週`…), and every floor was set to
 * the merged figures.
 * The twentieth round read the second to fifth weekday of a month in ru, uk and pl (`во вторую
 * субботу апреля`, `у третю п'ятницю квітня`, `w drugą sobotę kwietnia`: bench/corpus/import/
 * twentieth-typed-phrasing.ts), raising those floors (uk's held-out right by one).
 * The twenty-first round read the week of a date (`the week of march 16`, `in der Woche vom 18.03.`,
 * `la semaine du 18 mars`; a Monday names its week, any other date asks) and a place in a month after
 * `in` (`in the first week of april`), and ja, ko, zh `3月16日の週`, `3월 16일 주`, `3月16日那周` (the seventeenth round's
 * rows and bench/corpus/import/twentyfirst-weeks-phrasing.ts), raising those floors.
 * The twenty-first round added our own ja, ko, zh-CN and zh-TW rows (bench/corpus/import/
 * twentyfirst-east-phrasing.ts: ko forms left refused, repeats from reminder apps, their help pages'
 * phrasing) and read ko `3월 말일`, `4월 둘째 주` (asked), a clock closed by `마다`, zh `工作日每天`,
 * `周末每天`, ja `平日の毎朝`, `毎週土日`, `・` between weekdays, zh `每周一三五`, `每月的15号`, ko
 * `매주 화목`, and the weekdays right after every N weeks (`2週間ごとの金曜`, `2주마다 금요일`),
 * raising those floors.
 * The twenty-first round added our own rows in en, en-GB, es-ES, es-419, it, de, nl and pt-BR
 * (bench/corpus/import/twentyfirst-west-phrasing.ts) and read a day of every month (`todo dia
 * 15`, `el 15 de cada mes`), de `Sa 23.`, working days and weekday ranges as repeats (`jeden
 * Werktag`, `montags bis freitags`, `mon-fri`) and the repeats reminder apps document (`cada 2
 * semanas el viernes`, `every 2 mondays`), then the 1st of every month in words, a date of every
 * year after its article and de `jeden 15.` (a second batch), raising those floors.
 * The twenty-first round added our own pl, fr, ru, uk and tr rows (bench/corpus/import/
 * twentyfirst-north-phrasing.ts) and read them: the n-th week of a month asked in ru, uk, pl and tr
 * (`на второй неделе апреля`, `w drugim tygodniu kwietnia`, `nisanın ikinci haftası`), a date's
 * midnight asked as a named day's (`le 31 à minuit`; en, it and de source cases moved from one
 * reading to the ask, their correct counts unchanged), the end of the working day and work-day
 * repeats (`pod koniec dnia roboczego`, `каждый будний день в 9`, `tous les jours ouvrés à 9h`),
 * raising those floors.
 * The twenty-second round read the week of a date in ru, uk, pl and tr (`на неделе с 16 марта`,
 * `на тижні з 16 березня`, `w tygodniu od 16 marca`, `16 Mart haftası`) and the twenty-first round's
 * left-overs (`la semaine du 18`, `nella settimana del 16 marzo`, `im ersten Wochenende im April`,
 * `3月16日那一周`), with rows in bench/corpus/import/twentysecond-weeks-phrasing.ts, raising those
 * floors (it's held-out right by one).
 * The twenty-third round read Monday to Friday without `every` in zh, ja and ko (`周一到周五早上9点`,
 * `月曜から金曜の9時`, `월요일부터 금요일까지 오전 9시`) and en-GB `w/c 18 May`, and refused en
 * `every 2 mon`, with rows in bench/corpus/import/twentythird-ranges-phrasing.ts, and read the plain end
 * of the day in nl, ru, uk and tr at 17:00 (as `eod`; Recognizers' 23:59:59 cases pinned to it, as
 * in English), and read the last day of every month as a monthly repeat anchored on a 31st
 * (twentythird-lastday-phrasing.ts), and the end of a named day in nl and tr (`het einde van
 * vrijdag`, `yarının sonunda`), raising those floors.
 * The twenty-third round took pl, ru, uk and tr forms from sources new to the corpus (OpenVoiceOS's
 * date parser tests, dateparser's per-language tables: `za 5 dni od dzisiaj`, `2 dni po sobocie`,
 * `w przyszłym tyg`, `на след нед`, `наст міс`, `gelecek hf`, `через двое суток`, `опів на`, tr
 * `yarın saat 14 te` from a Turkish assistant's parser tests), with
 * rows in bench/corpus/import/twentythird-north-phrasing.ts, raising those floors (ru's held-out
 * right by one).
 * The twenty-third round added our own rows from compromise's dates tests and dateparser's
 * translation data (bench/corpus/import/twentythird-west-phrasing.ts) and read them: a date with a
 * year word (`november 10th next year`, `le 10 février de l'année prochaine`), US zones spelled out
 * (`2pm eastern time`), `10 oclock pm` and unit abbreviations (`dentro de 3 sem`, `over 3 dgn`,
 * `in 2 Wo. um 9 Uhr`), raising the tuning floors of en, en-GB, de, es-ES, es-419, fr, it, nl and
 * pt-BR.
 * The twenty-third round read the twenty-four solar terms as days in ja, ko, zh-CN and zh-TW (`夏至`,
 * `芒種`, `하지`; holiday data) and zh-CN `记者节`, `航海日`, with rows from sources new to the corpus
 * (bench/corpus/import/twentythird-east-phrasing.ts: Time-NLP, Korean and Japanese pages on the
 * solar terms), zh `明天此时`, `下周此时`, `明天此刻` (this very time after a day) and ja `八十八夜`,
 * `二百十日`, `二百二十日` (counted from 立春), raising those floors.
 * The twenty-fourth round's holiday tables reach back to 2010 (they began in 2020), so a moving
 * named day read from a source's reference time before 2020 has its date, raising the floors of
 * most languages. The held-out wrong floors of en, en-GB and ko rose by one each and de's by two:
 * held-out named days that had no date before, where the source's day and ours differ (the
 * held-out cases were not opened; docs/decisions.md, "Time expressions, twenty-fourth round:
 * holiday tables from 2010").
 * The twenty-fourth round added our own rows from SUTime's and rrule.js's tests and a probe sweep
 * (bench/corpus/import/twentyfourth-west-phrasing.ts) and read them: a time of day before `of` and its
 * day (`the morning of june 30`), `&` between weekdays, business and working days, alternate weekdays
 * (`un vendredi sur deux`), the coming weekday (`the coming wednesday`, `este viernes que viene`),
 * the last day of February, an approximation after a duration (`dans une heure environ`), a time of
 * day in the plural as a repeat (`sunday mornings at 10`) and noon or midnight before the o'clock word
 * (`a mediodía en punto`), raising the tuning floors of en, en-GB, de, es-ES, es-419, fr, it, nl and
 * pt-BR.
 * The twenty-fourth round read the early morning with an hour in pl, ru, uk and tr (`o 4 nad ranem`,
 * `рано утром в 6`, `рано вранці о 6`, `sabah erkenden 6'da`), asked pl `tydzień od 16 marca`, read
 * plural weekdays as repeats, tr hours 13-19 in words, pl `równo`, `gdzieś`, `dnia 22`, uk `22-ге`
 * and named days (HeidelTime's Russian holidays and our own), ru `по Москве`, tr `TSİ`, with rows in
 * bench/corpus/import/twentyfourth-north-phrasing.ts, raising those floors (pl's held-out right by
 * three, tr's by one).
 * The twenty-fourth round read named days in ja, ko, zh-CN and zh-TW (`圣诞夜`, `耶稣受难日`,
 * `黑色星期五`, `老人节`, `鬼节`, `和平紀念日`, `聖金曜日`, `근로자의 날`, `중양절`; holiday data), zh
 * `新年` as an ask, zh `后日`, ja `翌月`, ja `明け方5時`, `未明4時` and HeidelTime's Chinese parts
 * of the day (`午间`, `子夜`, `今宵`), zh `在3小时后` (at before an offset), with rows in bench/corpus/import/twentyfourth-east-phrasing.ts, raising those floors
 * (zh-CN's and zh-TW's held-out right by one).
 */
const FLOORS: Record<
  string,
  { tuning: { correct: number; wrong: number }; heldout: { correct: number; wrong: number } }
> = {
  en: { tuning: { correct: 10015, wrong: 0 }, heldout: { correct: 633, wrong: 3 } },
  'en-GB': { tuning: { correct: 6289, wrong: 0 }, heldout: { correct: 573, wrong: 3 } },
  de: { tuning: { correct: 5147, wrong: 0 }, heldout: { correct: 362, wrong: 2 } },
  'es-ES': { tuning: { correct: 4548, wrong: 0 }, heldout: { correct: 144, wrong: 0 } },
  'es-419': { tuning: { correct: 4732, wrong: 0 }, heldout: { correct: 143, wrong: 0 } },
  fr: { tuning: { correct: 5554, wrong: 1 }, heldout: { correct: 223, wrong: 0 } },
  it: { tuning: { correct: 4351, wrong: 0 }, heldout: { correct: 221, wrong: 1 } },
  ja: { tuning: { correct: 3947, wrong: 2 }, heldout: { correct: 166, wrong: 0 } },
  ko: { tuning: { correct: 3218, wrong: 1 }, heldout: { correct: 139, wrong: 1 } },
  nl: { tuning: { correct: 4355, wrong: 0 }, heldout: { correct: 190, wrong: 3 } },
  pl: { tuning: { correct: 4225, wrong: 0 }, heldout: { correct: 292, wrong: 0 } },
  'pt-BR': { tuning: { correct: 4409, wrong: 0 }, heldout: { correct: 212, wrong: 1 } },
  ru: { tuning: { correct: 3565, wrong: 0 }, heldout: { correct: 140, wrong: 1 } },
  tr: { tuning: { correct: 2977, wrong: 0 }, heldout: { correct: 138, wrong: 0 } },
  uk: { tuning: { correct: 3461, wrong: 0 }, heldout: { correct: 113, wrong: 1 } },
  'zh-CN': { tuning: { correct: 3796, wrong: 0 }, heldout: { correct: 142, wrong: 0 } },
  'zh-TW': { tuning: { correct: 2944, wrong: 0 }, heldout: { correct: 173, wrong: 0 } },
};

const HELD_OUT = 'facebook/duckling';

/** Public sources: a URL (our own issue texts and decision rows are not independent sources). */
const publicSource = (source: string): boolean => /^https?:\/\//.test(source);

describe('Corpus parts: tuning and held out, per language', () => {
  it('covers every language the bot speaks', () => {
    expect([...ALL_LOCALES].sort()).toEqual(locales.map((l) => (l === 'en-US' ? 'en' : l)).sort());
  });

  describe.each(ALL_LOCALES)('%s', (locale) => {
    const parts = corpusParts(locale);
    const scored: LanguageScore = scoreLanguage(locale);

    it('draws on at least four independent public sources, one of them held out and used nowhere else', () => {
      const tuningSources = new Set(
        [...parts.own, ...parts.imported]
          .map((c) => c.source)
          .filter(publicSource)
          .map(sourceName),
      );
      const heldSources = new Set(parts.heldout.map((c) => sourceName(c.source)));
      expect([...heldSources]).toEqual([HELD_OUT]);
      expect(tuningSources.has(HELD_OUT)).toBe(false);
      expect(tuningSources.size + 1).toBeGreaterThanOrEqual(4);
      expect(parts.heldout.length).toBeGreaterThanOrEqual(100);
    });

    it('names the file each transcribed case comes from, and every outcome it expects is complete', () => {
      for (const c of [...parts.imported, ...parts.heldout]) {
        expect(c.source, c.text).toMatch(/^https:\/\/github\.com\/[^/]+\/[^/]+\/blob\/[^/]+\/.+/);
        expect(Number.isFinite(Date.parse(c.now)), c.text).toBe(true);
        if (c.expect === 'ask') {
          expect(c.readings?.length ?? 0, c.text).toBeGreaterThanOrEqual(2);
          expect(c.reason, c.text).toBeDefined();
        } else if (c.expect === 'refuse') expect(c.reason, c.text).toBeDefined();
        else {
          // An instant ahead, or a period (a day, week or month) not yet over.
          expect(Date.parse(c.until ?? c.expect), c.text).toBeGreaterThanOrEqual(Date.parse(c.now));
          if (c.until !== undefined)
            expect(Date.parse(c.until), c.text).toBeGreaterThan(Date.parse(c.expect));
        }
      }
    });

    it('reads no fewer right and no more wrong than the floors, in each part', () => {
      const floor = FLOORS[locale]!;
      const misses = scored.tuning.ours.misses
        .filter((m) => m.got !== 'refuse')
        .map((m) => `${m.c.context} "${m.c.text}": want ${m.c.expect}, got ${m.got}`);
      expect(scored.tuning.ours.wrong, misses.join('\n')).toBeLessThanOrEqual(floor.tuning.wrong);
      expect(scored.tuning.ours.correct).toBeGreaterThanOrEqual(floor.tuning.correct);
      // Held-out misses are never printed: that part is scored, not tuned case by case.
      expect(scored.heldout.ours.wrong).toBeLessThanOrEqual(floor.heldout.wrong);
      expect(scored.heldout.ours.correct).toBeGreaterThanOrEqual(floor.heldout.correct);
    });

    it('refuses every past time, in both parts', () => {
      for (const p of [scored.tuning.ours, scored.heldout.ours]) {
        expect(p.past).toBeGreaterThan(0);
        expect(p.pastRefused).toBe(p.past);
      }
    });
  });

  it('the bench prints each part for us and chrono-node, the whole, a total line and what each source had skipped', () => {
    const out = formatLanguages([scoreLanguage('de')], 0);
    for (const label of [
      'tuning tock',
      'tuning chrono-node',
      'held out tock',
      'held out chrono-node',
      'whole tock',
      'total held out tock',
      'skipped',
    ])
      expect(out).toContain(label);
    expect(out).toMatch(/must refuse \d+\/\d+ \(past \d+\/\d+\)/);
    expect(Object.keys(skippedCounts())).toEqual(expect.arrayContaining(['de', '*']));
  });
});
