export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call of spec §7. Everything but `entity` (or `url`) is optional. */
export interface RequestSpec {
  /** Entity id or code (`FM_USER`, `CUSTOMER`); omitted for the built URLs (`download`). */
  entity?: string;
  /** Action name (`get`, `find`, `checkLoginNoDecrypt`...). */
  action?: string;
  /** Rule name: switches the prefix to /rule/v1 and takes the place of the action. */
  rule?: string;
  /** Process request: prefix /process/v1. */
  process?: boolean;
  /** An absolute or relative URL used as is instead of the path builder (tokens only if trusted). */
  url?: string;
  /** Default GET, POST for the post-type actions. */
  method?: HttpMethod;
  /** GET: the query. POST: the body when `data` is absent. */
  params?: Record<string, unknown>;
  /** POST body (JSON). */
  data?: unknown;
  /** `true` sends `data` (or `params`) as multipart FormData; a FormData is sent as is. */
  formData?: boolean | FormData;
  client?: string;
  system?: string;
  /** Management entity: system `mgn`, entity suffixed `_{system}_{client}` (spec §7). */
  management?: boolean;
  responseType?: 'json' | 'blob';
  /** Aborting it cancels the call; a cancelled call rejects silently (spec §8 "ignored"). */
  signal?: AbortSignal;
  /**
   * A list reply's rows (`data.entitys`) as they are read, for a large page: a reply over about
   * 1 MB is parsed as it arrives and this gets the rows so far (a new array each time), only
   * while the envelope's code says success. The call still resolves with the whole data, or
   * rejects exactly as without it; rows reported before a rejection are not an answer.
   */
  onRows?: (rows: unknown[]) => void;
  /** Report nothing through the notifier (the caller shows its own message). */
  silent?: boolean;
  /**
   * A call that leaves the page's session alone (a sign-in link's account is asked for before it
   * may replace the live one): a token in the reply is not stored, an expiry does not go to
   * login, and `token`, when given, is sent as the Bearer header instead of the stored one.
   */
  aside?: { token?: string };
  /**
   * The `Language` header for this call instead of the UI's ('010', '011'): the import preview
   * reads a code list's labels in the other language too. Messages stay in the UI's language.
   */
  language?: string;
  /** Show a success message: the server's `msg`, this string, or 处理成功. */
  notifySuccess?: boolean | string;
}

/** The reply envelope of spec §3. */
export interface Envelope<T = unknown> {
  code: string;
  msg?: string;
  data?: T;
  urlToRedirectTo?: string;
}

export interface FileResult {
  blob: Blob;
  filename: string;
}
