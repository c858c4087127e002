// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createMemoryStorage, createPlatform } from '../../../core/index.ts';

describe('createPlatform edges', () => {
  it('takes a Location-like object ({ href }) for the address and keeps it up to date', async () => {
    const address = { href: 'http://shell.example.com/?token=abc#/login/demo/crm/sales' };
    const platform = createPlatform({ location: address, storage: createMemoryStorage(), fetch: async () => new Response('{}') });
    // The token in the address is taken and stripped at once (spec §7).
    expect(address.href).toBe('http://shell.example.com/#/login/demo/crm/sales');
    expect(platform.env.location.href()).toBe(address.href);
    platform.env.location.push('#/app/demo/crm/sales');
    expect(address.href).toBe('http://shell.example.com/#/app/demo/crm/sales');
  });

  it('takes a URL object as the address', () => {
    const address = new URL('http://shell.example.com/#/hall/demo');
    const platform = createPlatform({ location: address, storage: createMemoryStorage() });
    expect(platform.env.location.href()).toBe('http://shell.example.com/#/hall/demo');
    platform.env.location.replace('#/error');
    expect(address.hash).toBe('#/error');
  });
});
