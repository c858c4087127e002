import type { Http } from '../http/index.ts';
import type { User } from '../state/index.ts';
import { paddingOf } from './crypto.ts';
import type { Encryptor, PublicKeyInfo } from './crypto.ts';
import type { LoginInput } from './index.ts';
import { USER_ENTITY } from './user.ts';

export interface Login {
  login(input: LoginInput): Promise<User>;
  logout(): Promise<void>;
  validLogin(codes?: { client?: string; system?: string }): Promise<boolean>;
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
}

export interface LoginDeps {
  encrypt: Encryptor;
  /** Takes the user of a login reply as the current user. */
  setUser(raw: unknown): User;
  /** Runs before a login reply's token and user are taken (a switch of account closes the last one's work). */
  beforeUser?(raw: unknown): unknown;
  toLogin(): Promise<void>;
}

/** Credentials: passwords leave the page only encrypted with the server's current public key. */
export function createLogin(http: Http, deps: LoginDeps): Login {
  /** Seals texts with a freshly fetched key; `keyId` names a one-use key the server must see again. */
  async function encryptor(client?: string): Promise<{ seal: (text: string) => Promise<string>; keyId: Record<string, string> }> {
    const key = await http.request<PublicKeyInfo>({ entity: USER_ENTITY, action: 'getPublicKey', client, silent: true });
    const padding = paddingOf(key);
    const keyId: Record<string, string> = typeof key.keyId === 'string' && key.keyId !== '' ? { keyId: key.keyId } : {};
    return { seal: (text) => deps.encrypt(key.publicKey, padding, text), keyId };
  }

  return {
    async login(input) {
      const client = http.codes({ client: input.client }).client;
      const { seal, keyId } = await encryptor(client);
      const data = { account: input.account, password: await seal(input.password), ...keyId };
      const reply = await http.request<{ token?: string; user?: unknown }>({
        entity: USER_ENTITY,
        action: 'checkLoginNoDecrypt',
        data,
        client,
        system: input.system,
      });
      await deps.beforeUser?.(reply?.user);
      if (reply?.token) http.token.set(reply.token, client);
      return deps.setUser(reply?.user);
    },
    async logout() {
      // The local session ends even when the server cannot be told (it may be gone already).
      await http.request({ entity: USER_ENTITY, action: 'logout', silent: true }).catch(() => undefined);
      await deps.toLogin();
    },
    validLogin: async (codes = {}) => Boolean(await http.request({ entity: USER_ENTITY, action: 'validLogin', ...codes, silent: true }).catch(() => false)),
    async changePassword(oldPassword, newPassword) {
      const { seal, keyId } = await encryptor();
      const data = { oldPassword: await seal(oldPassword), newPassword: await seal(newPassword), ...keyId };
      await http.request({ entity: USER_ENTITY, action: 'changePassword', data, notifySuccess: true });
    },
  };
}
