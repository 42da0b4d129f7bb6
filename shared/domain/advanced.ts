/** The reminder's state after one notification (sent, or skipped because the user is unreachable). */
export interface Advanced {
  readonly timesTriggered: number;
  readonly isActive: boolean;
  /** The next occurrence when still active; unchanged when finished. */
  readonly remindTime: string;
}
