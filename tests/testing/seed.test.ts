// @vitest-environment node
/** The testing entry's server starts with the demo data of a chosen seed. */
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/node/index.ts';
import type { TestServer } from '../../testing/node/index.ts';

const started: TestServer[] = [];

async function customersOf(seed?: number): Promise<string> {
  const server = await startTestServer(seed === undefined ? {} : { seed });
  started.push(server);
  const db = new Database(server.dbPath, { readonly: true });
  try {
    return JSON.stringify(db.prepare('SELECT NAME, LEVEL, CREDIT, SIGNED_ON FROM CUSTOMER ORDER BY ID').all());
  } finally {
    db.close();
  }
}

describe('startTestServer: seed', () => {
  afterEach(async () => {
    await Promise.all(started.splice(0).map((server) => server.close()));
  });

  it('gives the same data for the same seed and other data for another', async () => {
    const [first, again, other, standard] = [await customersOf(7), await customersOf(7), await customersOf(8), await customersOf()];
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    expect(standard).toBe(await customersOf(20250101));
  });

  it('refuses a seed that is not an integer', async () => {
    await expect(startTestServer({ seed: 1.5 })).rejects.toThrow(/seed must be an integer/);
  });
});
