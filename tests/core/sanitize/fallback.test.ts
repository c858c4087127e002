// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadSanitizer, sanitizeHtml } from '../../../core/sanitize/index.ts';

describe('sanitizeHtml without a window', () => {
  it('returns the input escaped as text, also once the sanitiser has loaded', async () => {
    expect(typeof window).toBe('undefined');
    await loadSanitizer();
    expect(sanitizeHtml('<img src=x onerror="alert(1)">&\'')).toBe('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});
