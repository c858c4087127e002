/** Login-expired debounce (spec §8, §9): a burst of failing calls gives one message, one redirect. */
export const LOGIN_EXPIRED_DEBOUNCE_MS = 100;

export interface LoginExpiry {
  /** Reports one failing call; `redirect` is the server's `urlToRedirectTo` when it gave one. */
  report(redirect?: string): void;
  cancel(): void;
}

export function createLoginExpiry(run: (redirect: string | undefined) => void, delay = LOGIN_EXPIRED_DEBOUNCE_MS): LoginExpiry {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let redirect: string | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    report(url) {
      if (url) redirect = url;
      cancel();
      timer = setTimeout(() => {
        const target = redirect;
        timer = undefined;
        redirect = undefined;
        run(target);
      }, delay);
    },
    cancel,
  };
}
