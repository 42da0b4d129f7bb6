/**
 * date-chinese ships its declarations in a folder its package.json names as `types`, which
 * NodeNext resolution does not read: the part infra/lunar.ts and the corpus import use, as the
 * package declares it.
 */
declare module 'date-chinese' {
  export class CalendarChinese {
    fromGregorian(year: number, month: number, day: number): this;
    /** [cycle, year, month, leap, day]. */
    get(): [number, number, number, boolean | number, number];
    set(cycle: number, year: number, month: number, leap: number | boolean, day: number): this;
    toGregorian(gyear?: number): { year: number; month: number; day: number };
  }
  export class CalendarKorean extends CalendarChinese {}
}
