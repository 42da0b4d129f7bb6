import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answers,
  cardSummary,
  compareOrder,
  decidePress,
  promotions,
  waitlistPlace,
  type Answer,
  type ParticipantStatus,
  type ParticipantView,
} from '../../shared/domain/participation.js';

interface Row extends ParticipantView {
  readonly invited: boolean;
}

/** Applies presses one after another as the repository does: the press, then promotions. */
function run(
  presses: readonly { user: string; answer: Answer }[],
  capacity: number | undefined,
  invited: readonly string[] = [],
): Map<string, Row> {
  const rows = new Map<string, Row>();
  for (const u of invited) rows.set(u, { userId: u, status: 'invited', order: '0', invited: true });
  presses.forEach(({ user, answer }, i) => {
    const order = String(1000 + i);
    const going = [...rows.values()].filter((r) => r.status === 'accepted').length;
    const current = rows.get(user);
    const out = decidePress(
      current?.status,
      answer,
      { capacity, going },
      current?.invited ?? false,
    );
    if (out.status === null) rows.delete(user);
    else if (out.status !== current?.status)
      rows.set(user, {
        userId: user,
        status: out.status,
        order,
        invited: current?.invited ?? false,
      });
    const after = [...rows.values()].filter((r) => r.status === 'accepted').length;
    for (const p of promotions([...rows.values()], { capacity, going: after }))
      rows.set(p.userId, { ...p, status: 'accepted' });
  });
  return rows;
}

const statusOf = (rows: Map<string, Row>, u: string): ParticipantStatus | undefined =>
  rows.get(u)?.status;

describe('decidePress', () => {
  it.each([
    // current, answer, capacity/going, invited → status, seat
    [undefined, 'going', { going: 0 }, false, 'accepted', 1],
    [undefined, 'going', { capacity: 2, going: 2 }, false, 'waitlisted', 0],
    [undefined, 'maybe', { capacity: 2, going: 2 }, false, 'tentative', 0],
    ['invited', 'cant', { going: 0 }, true, 'declined', 0],
    ['accepted', 'maybe', { capacity: 2, going: 2 }, false, 'tentative', -1],
    ['accepted', 'cant', { going: 1 }, false, 'declined', -1],
    ['accepted', 'going', { going: 1 }, false, null, -1],
    ['accepted', 'going', { going: 1 }, true, 'invited', -1],
    ['waitlisted', 'going', { capacity: 1, going: 1 }, false, null, 0],
    ['waitlisted', 'maybe', { capacity: 1, going: 1 }, false, 'tentative', 0],
    ['tentative', 'maybe', { going: 0 }, true, 'invited', 0],
    ['declined', 'cant', { going: 0 }, false, null, 0],
    ['tentative', 'going', { capacity: 3, going: 2 }, false, 'accepted', 1],
    // A place free while someone waits is theirs: a new Going joins the line behind them.
    [undefined, 'going', { capacity: 3, going: 2, waiting: 1 }, false, 'waitlisted', 0],
    ['tentative', 'going', { capacity: 3, going: 2, waiting: 2 }, false, 'waitlisted', 0],
    [undefined, 'going', { capacity: 3, going: 2, waiting: 0 }, false, 'accepted', 1],
    ['accepted', 'maybe', { capacity: 2, going: 2, waiting: 4 }, false, 'tentative', -1],
  ] as const)('%s + %s (%o, invited %s) → %s, seat %d', (cur, answer, seats, inv, status, seat) => {
    expect(decidePress(cur, answer, seats, inv)).toEqual({ status, seat });
  });
});

describe('waitlist and promotion', () => {
  it('the first to press Going beyond the capacity is the first promoted when a place frees', () => {
    const rows = run(
      [
        { user: 'a', answer: 'going' },
        { user: 'b', answer: 'going' },
        { user: 'c', answer: 'going' },
        { user: 'd', answer: 'going' },
      ],
      2,
    );
    expect(waitlistPlace([...rows.values()], 'c')).toBe(1);
    expect(waitlistPlace([...rows.values()], 'd')).toBe(2);
    const after = run(
      [
        { user: 'a', answer: 'going' },
        { user: 'b', answer: 'going' },
        { user: 'c', answer: 'going' },
        { user: 'd', answer: 'going' },
        { user: 'a', answer: 'cant' },
      ],
      2,
    );
    expect(statusOf(after, 'c')).toBe('accepted');
    expect(statusOf(after, 'd')).toBe('waitlisted');
    expect(waitlistPlace([...after.values()], 'd')).toBe(1);
  });

  it('orders snowflakes numerically, not as strings', () => {
    expect(compareOrder('999', '1000')).toBeLessThan(0);
    expect(compareOrder('1000', '1000')).toBe(0);
  });

  it('promotes nobody without a free place, everybody without a capacity', () => {
    const rows: ParticipantView[] = [
      { userId: 'x', status: 'waitlisted', order: '5' },
      { userId: 'y', status: 'waitlisted', order: '4' },
    ];
    expect(promotions(rows, { capacity: 3, going: 3 })).toEqual([]);
    expect(promotions(rows, { capacity: 4, going: 3 }).map((r) => r.userId)).toEqual(['y']);
    expect(promotions(rows, { going: 9 }).map((r) => r.userId)).toEqual(['y', 'x']);
  });

  it('summarises a card: going in answer order, maybe, waitlist length, places left', () => {
    const rows: ParticipantView[] = [
      { userId: 'b', status: 'accepted', order: '20' },
      { userId: 'a', status: 'accepted', order: '10' },
      { userId: 'm', status: 'tentative', order: '30' },
      { userId: 'w', status: 'waitlisted', order: '40' },
      { userId: 'i', status: 'invited', order: '0' },
    ];
    expect(cardSummary(rows, 5)).toEqual({
      going: ['a', 'b'],
      maybe: ['m'],
      waitlisted: 1,
      placesLeft: 3,
    });
    expect(cardSummary(rows)).not.toHaveProperty('placesLeft');
  });
});

describe('properties of any sequence of presses', () => {
  const press = fc.record({
    user: fc.constantFrom('u1', 'u2', 'u3', 'u4', 'u5', 'u6'),
    answer: fc.constantFrom(...answers),
  });
  const capacity = fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined });

  it('never more going than the capacity, and a waitlist only when full', () => {
    fc.assert(
      fc.property(fc.array(press, { maxLength: 40 }), capacity, (presses, cap) => {
        const rows = [...run(presses, cap).values()];
        const going = rows.filter((r) => r.status === 'accepted').length;
        const waiting = rows.filter((r) => r.status === 'waitlisted').length;
        if (cap !== undefined) expect(going).toBeLessThanOrEqual(cap);
        if (waiting > 0) expect(going).toBe(cap);
      }),
    );
  });

  it('a second press of the same answer withdraws what the first set', () => {
    fc.assert(
      fc.property(fc.array(press, { maxLength: 20 }), press, (presses, last) => {
        const before = run(presses, undefined, ['u1']);
        const after = run([...presses, last, last], undefined, ['u1']);
        const target = { going: 'accepted', maybe: 'tentative', cant: 'declined' }[last.answer];
        const unanswered = last.user === 'u1' ? 'invited' : undefined;
        // Had it already: the first press withdrew it, the second set it again. Else the
        // first set it and the second withdrew it: no answer (invited, or no row at all).
        expect(statusOf(after, last.user)).toBe(
          statusOf(before, last.user) === target ? target : unanswered,
        );
      }),
    );
  });
});
