/** The DynamoDB tables by role (shared/config.ts reads their names from the settings). */
export interface TableNames {
  readonly reminders: string;
  readonly users: string;
  readonly events: string;
  readonly participants: string;
  readonly drafts: string;
  readonly calendar: string;
  readonly budgets: string;
}
