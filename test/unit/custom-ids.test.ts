import { zoneMoveComponent } from '../../shared/interactions/zone-move-offer.js';
import { zoneSetComponent } from '../../shared/interactions/zone-choice.js';
import { describe, expect, it } from 'vitest';
import { componentHandlers, slashCommands } from '../../shared/interactions/commands/index.js';
import { allCustomIdPrefixes, customIds } from '../../shared/interactions/custom-ids.js';
import { caldavConnectModal } from '../../shared/interactions/calendar-commands.js';
import {
  reminderDmComponents,
  remindMessageModal,
  timeAskButton,
} from '../../shared/interactions/first-use-handlers.js';
import { bulkDeleteComponents } from '../../shared/interactions/reminder-bulk-delete.js';
import { scheduleComponents } from '../../shared/interactions/schedule-handlers.js';
import { detectZoneComponent } from '../../shared/interactions/zone-note.js';

/** Values that occur more than once. */
const repeated = (values: readonly string[]): string[] =>
  [...new Set(values.filter((v, i) => values.indexOf(v) !== i))].sort();

describe('Module: custom-ids', () => {
  it('declares every prefix once, and none holds the ":" the router splits a custom_id on', () => {
    expect(repeated(allCustomIdPrefixes)).toEqual([]);
    expect(allCustomIdPrefixes.filter((p) => p === '' || p.includes(':'))).toEqual([]);
    // Discord's custom_id is at most 100 characters; a prefix leaves room for the arguments.
    for (const prefix of allCustomIdPrefixes) expect(prefix.length).toBeLessThanOrEqual(8);
  });

  it('gives each prefix exactly one handler in the router, and the router no undeclared prefix', () => {
    const routed = componentHandlers.map((h) => h.prefix);
    expect(repeated(routed)).toEqual([]);
    expect([...routed].sort()).toEqual([...allCustomIdPrefixes].sort());
  });

  it("routes each lazily imported component to a loaded handler with the router's prefix", () => {
    // The handlers as their modules export them (the router holds first-use wrappers).
    const loaded = [
      ...reminderDmComponents,
      ...bulkDeleteComponents,
      remindMessageModal,
      timeAskButton,
      ...scheduleComponents,
      caldavConnectModal,
      detectZoneComponent,
      zoneMoveComponent,
      zoneSetComponent,
      ...slashCommands.flatMap((c) => c.components).filter((h) => h.prefix === customIds.listPage),
    ].map((h) => h.prefix);
    expect(repeated(loaded)).toEqual([]);
    expect([...loaded].sort()).toEqual([...allCustomIdPrefixes].sort());
  });
});
