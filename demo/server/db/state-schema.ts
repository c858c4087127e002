/**
 * The tables of what lives between calls (docs/server-contract.md "What is kept where"): login
 * throttles, one-use login keys and messaging sign-in codes, and the indexes that keep the session
 * table's look-ups and sweeps cheap. With them in the database, any number of server processes on
 * one database serve the same users. Portable SQL only (SQLite and PostgreSQL): times are epoch
 * milliseconds computed by the server, never the database's date functions.
 */
export const STATE_DDL: readonly string[] = [
  // A write by cookie checks the XSRF value of a live session (session.ts isLiveXsrf); the sweep
  // of ended sessions reads them by expiry.
  'CREATE INDEX IF NOT EXISTS IX_SESSION_XSRF ON FM_SESSION (XSRF)',
  'CREATE INDEX IF NOT EXISTS IX_SESSION_EXPIRES ON FM_SESSION (EXPIRES)',
  // Failed logins by key (`a:{account}` or `ip:{address}`): how many, the end of the wait, the last one.
  `CREATE TABLE IF NOT EXISTS FM_LOGIN_THROTTLE (THROTTLE_KEY TEXT PRIMARY KEY, FAILURES INTEGER NOT NULL,
    WAIT_UNTIL BIGINT NOT NULL, LAST_FAILURE BIGINT NOT NULL)`,
  'CREATE INDEX IF NOT EXISTS IX_LOGIN_THROTTLE_LAST ON FM_LOGIN_THROTTLE (LAST_FAILURE)',
  // One-use login keys (rsa.ts) waiting for their login, with the address that asked (its quota).
  `CREATE TABLE IF NOT EXISTS FM_LOGIN_KEY (KEY_ID TEXT PRIMARY KEY, ADDRESS TEXT NOT NULL, PUBLIC_KEY TEXT NOT NULL,
    PRIVATE_KEY TEXT NOT NULL, CREATED BIGINT NOT NULL, EXPIRES BIGINT NOT NULL)`,
  'CREATE INDEX IF NOT EXISTS IX_LOGIN_KEY_ADDRESS ON FM_LOGIN_KEY (ADDRESS, EXPIRES)',
  'CREATE INDEX IF NOT EXISTS IX_LOGIN_KEY_EXPIRES ON FM_LOGIN_KEY (EXPIRES)',
  // Messaging sign-in codes (platform/oauth-codes.ts), single-use.
  `CREATE TABLE IF NOT EXISTS FM_OAUTH_CODE (CODE TEXT PRIMARY KEY, PLATFORM TEXT NOT NULL, ACCOUNT TEXT NOT NULL,
    EXPIRES BIGINT NOT NULL)`,
  'CREATE INDEX IF NOT EXISTS IX_OAUTH_CODE_EXPIRES ON FM_OAUTH_CODE (EXPIRES)',
];
