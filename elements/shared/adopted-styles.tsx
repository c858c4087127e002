/**
 * `<Styles css={...} />` in place of `<style>{...}</style>`: the CSS becomes a constructable sheet
 * adopted by the element's shadow root while the component is mounted, so that a host page whose
 * CSP says `style-src 'self'` (no `'unsafe-inline'`) shows the same styles without a violation.
 */
import { useLayoutEffect } from 'react';
import { useShadowRoot } from './host.tsx';
import { adoptWhileMounted } from './styles.ts';

export function Styles({ css }: { css: string }) {
  const root = useShadowRoot();
  useLayoutEffect(() => (root ? adoptWhileMounted(root, [css]) : undefined), [root, css]);
  // Outside an element (a component test renders straight into the document) the style element
  // stays: there is no shadow root to adopt into, and no host CSP to honour.
  return root ? null : <style>{css}</style>;
}
