import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';

/** An account as the sign-in question names it. */
export interface LinkAccount {
  id: string;
  client: string;
  /** The user's name, else the account, else the id. */
  name: string;
}

/** Whether to let a sign-in link's account replace the one signed in (the shell draws it). */
export interface SignInQuestion {
  current: LinkAccount;
  arriving: LinkAccount;
  /** true: switch to the link's account; false: keep the current one. */
  answer(switchAccount: boolean): void;
}

export interface SignInQuestions {
  /** The question waiting for the person, null when none is. */
  $question: ReadableAtom<SignInQuestion | null>;
  /** Asks and resolves with the answer; a question still open when the next comes is answered "keep". */
  ask(accounts: { current: LinkAccount; arriving: LinkAccount }): Promise<boolean>;
}

/**
 * The one open sign-in question of a session. Kept apart from the settling of links (loaded only
 * when a link arrives), so that the shell can show a question without loading that code.
 */
export function createSignInQuestions(): SignInQuestions {
  const $question = atom<SignInQuestion | null>(null);
  return {
    $question,
    ask(accounts) {
      $question.get()?.answer(false);
      return new Promise<boolean>((resolve) => {
        const question: SignInQuestion = {
          ...accounts,
          answer(switchAccount) {
            if ($question.get() === question) $question.set(null);
            resolve(switchAccount);
          },
        };
        $question.set(question);
      });
    },
  };
}
