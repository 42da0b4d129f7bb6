/**
 * The interactions endpoint's request and response, in a module of their own: the app
 * (app.ts), the Lambda entry, the local runtime and the public pages all name them, and none
 * of them should import the router to do so.
 */
export interface HttpRequest {
  readonly body: string;
  readonly signature: string | undefined;
  readonly timestamp: string | undefined;
  /** The bot's public base URL, for links in replies (config PUBLIC_BASE_URL, else the Function URL itself). */
  readonly origin?: string;
  /** When the request arrived (epoch ms): the late-answer deadline counts from here; now when absent. */
  readonly receivedAt?: number;
}

export interface HttpResponse {
  readonly status: number;
  /** JSON value, or the raw text when `headers` names a content type. */
  readonly body: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Work that goes on after this answer (a late answer's delivery through the interaction's
   * webhook): the runtime sends the answer first, then awaits this. Never rejects.
   */
  readonly after?: Promise<void>;
}
