/** Login-expired debounce (spec §8, §9): a burst of failing calls gives one message, one redirect. */
export const LOGIN_EXPIRED_DEBOUNCE_MS = 100;

export interface LoginExpiry {
  /**
   * Reports one failing call; `redirect` is the server's `urlToRedirectTo` when it gave one.
   * `stillCurrent` tells, when the wait is over, whether the call's session is still the one in
   * use: a burst whose calls all belong to a session the user has since replaced is dropped.
   */
  report(redirect?: string, stillCurrent?: () => boolean): void;
  cancel(): void;
}

/**
 * `follow` (a server's `urlToRedirectTo` fit to be followed) goes at once (spec §8: only the
 * message and the login route wait for the burst); the other calls of the burst, answered while the
 * page leaves, change nothing.
 */
export function createLoginExpiry(
  run: (redirect: string | undefined) => void,
  delay = LOGIN_EXPIRED_DEBOUNCE_MS,
  follow?: (redirect: string) => boolean,
): LoginExpiry {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let redirect: string | undefined;
  let current: Array<() => boolean> = [];
  /** A redirect was followed within the last `delay`: the rest of its burst is the same loss. */
  let leaving = false;
  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    report(url, stillCurrent = () => true) {
      if (leaving) return;
      if (url && follow) {
        if (follow(url)) {
          stopTimer();
          redirect = undefined;
          current = [];
          leaving = true;
          setTimeout(() => (leaving = false), delay);
          return;
        }
        url = undefined;
      }
      if (url) redirect = url;
      current.push(stillCurrent);
      stopTimer();
      timer = setTimeout(() => {
        const target = redirect;
        const checks = current;
        timer = undefined;
        redirect = undefined;
        current = [];
        if (checks.some((check) => check())) run(target);
      }, delay);
    },
    cancel() {
      stopTimer();
      redirect = undefined;
      current = [];
    },
  };
}
