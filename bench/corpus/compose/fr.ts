import { familyTables, type ComposeTable, type Part } from '../import/compose.js';

/** French: read on Wednesday 11 March 2026, 10:00 in Paris. */
const now = '2026-03-11T10:00';
const zone = 'Europe/Paris';

/** Day phrases that read well before or after a clock time. */
const days: Part[] = [
  ["aujourd'hui", '2026-03-11'],
  ['aujourdhui', '2026-03-11'],
  ['demain', '2026-03-12'],
  ['après-demain', '2026-03-13'],
  ['apres demain', '2026-03-13'],
  ['vendredi', '2026-03-13'],
  ['ce vendredi', '2026-03-13'],
  ['samedi', '2026-03-14'],
  ['ce samedi', '2026-03-14'],
  ['dimanche', '2026-03-15'],
  ['lundi', '2026-03-16'],
  ['lundi prochain', '2026-03-16'],
  ['mardi prochain', '2026-03-17'],
  ['lundi de la semaine prochaine', '2026-03-16'],
  ['vendredi de la semaine prochaine', '2026-03-20'],
  ['jeudi en huit', '2026-03-19'],
  ['le 20 mars', '2026-03-20'],
  ['le 20 mars 2026', '2026-03-20'],
  ['vendredi 20 mars', '2026-03-20'],
  ['le vendredi 20 mars', '2026-03-20'],
  ['le 1er avril', '2026-04-01'],
  ['le premier avril', '2026-04-01'],
  ['le 2 avril', '2026-04-02'],
  ['le 20', '2026-03-20'],
  ['le 20/03', '2026-03-20'],
  ['le 20/03/2026', '2026-03-20'],
  ['le jour de Noël', '2026-12-25'],
  ['le 31 décembre', '2026-12-31'],
  ['mercredi prochain', '2026-03-18'],
  ['le lundi 16 mars', '2026-03-16'],
  ['samedi 14 mars', '2026-03-14'],
  ['mardi 17', '2026-03-17'],
  ['jeudi 19', '2026-03-19'],
  ['le jeudi 19', '2026-03-19'],
  ['le 19/03', '2026-03-19'],
  ['le 20/3', '2026-03-20'],
  ['le 1er', '2026-04-01'],
];

/** "In N days": before or after a clock with its preposition ("dans 2 jours 15h" is also 2 days 15 hours). */
const inDays: Part[] = [
  ['dans 2 jours', '2026-03-13'],
  ['dans deux jours', '2026-03-13'],
  ['dans une semaine', '2026-03-18'],
  ['dans 3 jours', '2026-03-14'],
  ['dans huit jours', '2026-03-18'],
];

/** Clock times without a preposition, typed after the day ("demain 15h"). */
const bareClocks: Part[] = [
  ['15h', '15:00'],
  ['15h30', '15:30'],
  ['15:30', '15:30'],
  ['9h', '09:00'],
  ['18h45', '18:45'],
  ['15h00', '15:00'],
  ['21h', '21:00'],
];

/** Day phrases typed before a clock time only ("20 mars à 15h", not "à 15h 20 mars"). */
const leadingDays: Part[] = [
  ['auj', '2026-03-11'],
  ['ven', '2026-03-13'],
  ['20 mars', '2026-03-20'],
  ['1er avril', '2026-04-01'],
  ['20/03', '2026-03-20'],
  ['20/03/2026', '2026-03-20'],
  ['Noël', '2026-12-25'],
  ['la veille de Noël', '2026-12-24'],
  ['le réveillon du nouvel an', '2026-12-31'],
  ['le jour de l’an', '2027-01-01'],
];

const clocks: Part[] = [
  ['à 15h', '15:00'],
  ['à 15h30', '15:30'],
  ['à 15 h 30', '15:30'],
  ['à 15:30', '15:30'],
  ['à 9h', '09:00'],
  ['à 8h45', '08:45'],
  ['à 9h du matin', '09:00'],
  ['à 3h de l’après-midi', '15:00'],
  ["à 3h de l'aprem", '15:00'],
  ['à 7h du soir', '19:00'],
  ['à 8 heures', '08:00'],
  ['à 20 heures', '20:00'],
  ['à 20 heures 15', '20:15'],
  ['à midi', '12:00'],
  ['à midi et demi', '12:30'],
  ['à 18h et quart', '18:15'],
  ['à 18h et demie', '18:30'],
  ['à 19h moins le quart', '18:45'],
  ['à 18h moins 10', '17:50'],
  ['vers 18h', '18:00'],
  ['vers 20 heures', '20:00'],
  ['aux alentours de 14h', '14:00'],
  ['à 14h pile', '14:00'],
  ['à dix-huit heures', '18:00'],
  ['à huit heures du soir', '20:00'],
  ['à 15 heures', '15:00'],
  ['à 15h00', '15:00'],
  ['à 15 h', '15:00'],
  ['à quinze heures trente', '15:30'],
  ['à 3 heures de l’après-midi', '15:00'],
  ['vers midi', '12:00'],
  ['vers 15h30', '15:30'],
  ['à 21h', '21:00'],
  ['à 9h du mat', '09:00'],
  ['à 14h pétantes', '14:00'],
  ['sur les coups de 18h', '18:00'],
];

/** A date with 'next' beside it: the date's next occurrence (alone, the bench's 'next <weekday>' rule would ask). */
const nextDates: Part[] = [['le 20 mars prochain', '2026-03-20']];

export const tables: ComposeTable[] = [
  ...familyTables({
    now,
    zone,
    days,
    inDays,
    leadingDays,
    clockDays: nextDates,
    clocks,
    bareClocks,
    extra: [
      ['le 5 à 15h', '2026-04-05T15:00'],
      ['le soir de Noël', 'refuse'],
      ['à 7h le soir de Noël', 'refuse'],
      ['vendredi prochain à 15h', 'ask:2026-03-13T15:00|2026-03-20T15:00'],
      ['jeudi prochain à 15h', 'ask:2026-03-12T15:00|2026-03-19T15:00'],
      ['hier à 15h', 'refuse'],
      ['aujourd’hui à 8h', 'refuse'],
      ['le 10 mars à 15h', '2027-03-10T15:00'],
      ['demain, 15h', '2026-03-12T15:00'],
      ['vendredi 20 mars, 15h30', '2026-03-20T15:30'],
    ],
  }),
  // A day with its part of the day: a 1-12 hour is that part's ('ce soir à 8h' 20:00).
  {
    now: now,
    zone: zone,
    days: [
      ['ce soir', '2026-03-11'],
      ['demain soir', '2026-03-12'],
      ['samedi soir', '2026-03-14'],
      ['vendredi soir', '2026-03-13'],
    ],
    clocks: [
      ['à 8h', '20:00'],
      ['à 9h30', '21:30'],
      ['vers 8h', '20:00'],
      ['à 8 heures', '20:00'],
      ['à 20h', '20:00'],
    ],
    patterns: ['{day} {clock}', '{clock} {day}'],
  },
  {
    now: now,
    zone: zone,
    days: [
      ['demain matin', '2026-03-12'],
      ['samedi matin', '2026-03-14'],
      ['lundi matin', '2026-03-16'],
    ],
    clocks: [
      ['à 9h', '09:00'],
      ['à 8h30', '08:30'],
      ['vers 9h', '09:00'],
      ['à 7 heures', '07:00'],
    ],
    patterns: ['{day} {clock}', '{clock} {day}'],
  },
  {
    now: now,
    zone: zone,
    days: [
      ['cet après-midi', '2026-03-11'],
      ['demain après-midi', '2026-03-12'],
      ['samedi après-midi', '2026-03-14'],
    ],
    clocks: [
      ['à 3h', '15:00'],
      ['à 4h30', '16:30'],
      ['vers 3h', '15:00'],
      ['à 15h', '15:00'],
    ],
    patterns: ['{day} {clock}', '{clock} {day}'],
  },
  // Lengths from now (whole expressions: a length is not a day or a clock).
  {
    now,
    zone,
    days: [],
    clocks: [],
    patterns: [],
    extra: [
      ['dans 1h30', '2026-03-11T11:30'],
      ['dans une heure et demie', '2026-03-11T11:30'],
      ['dans 2h', '2026-03-11T12:00'],
      ['dans 30 min', '2026-03-11T10:30'],
      ['dans une demi-heure', '2026-03-11T10:30'],
      ["dans un quart d'heure", '2026-03-11T10:15'],
      ["d'ici 10 minutes", '2026-03-11T10:10'],
      ['dans 3 heures', '2026-03-11T13:00'],
      ['dans 45 minutes', '2026-03-11T10:45'],
      ['dans deux heures', '2026-03-11T12:00'],
      ['dans 1 h 15', '2026-03-11T11:15'],
      ['dans un mois', '2026-04-11T10:00'],
      ['dans 2 semaines', '2026-03-25T10:00'],
      ['dans 5 min', '2026-03-11T10:05'],
      ['dans une heure', '2026-03-11T11:00'],
    ],
  },
];
