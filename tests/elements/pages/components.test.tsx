/**
 * The component model (spec §3 "Component", §4) in Chromium against the reference server: the
 * seeded `tabs` page composes the customer list and statistics as lazy tabs; each component has
 * its own boundary; metadata loads before a component starts; an equal config draws nothing again.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { componentTree } from '../../../core/components/index.ts';
import type { Meta } from '../../../core/meta/index.ts';
import TabsPage from '../../../elements/pages/components/TabsPage.tsx';
import { ComponentLayout, COMPONENT_CSS, useComponentTree } from '../../../elements/pages/components/index.ts';
import { pageText } from '../../../elements/pages/kit/text.ts';
import { PAGE_CSS } from '../../../elements/pages/kit/styles.ts';
import { registerEntityPages } from '../../../elements/pages/register.ts';
import { pageRegistry } from '../../../elements/shared/concepts.ts';
import type { PageProps } from '../../../elements/shared/page-props.ts';
import { adoptStyles } from '../../../elements/shared/styles.ts';
import { assert, equal, match } from '../../support/assert.ts';
import { saveScreenshot, setViewport } from '../../support/commands.ts';
import { sleep, waitFor } from '../../support/dom.ts';
import { $, $$, freshPlatform, rowsOf } from './page-helpers.ts';
import type { TestPlatform } from './page-helpers.ts';

let roots: Array<{ root: Root; host: HTMLElement }> = [];

function render(node: React.ReactNode): ShadowRoot {
  const host = document.createElement('div');
  host.style.cssText = 'display:block';
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  adoptStyles(shadow);
  const mountPoint = document.createElement('div');
  shadow.append(mountPoint);
  const root = createRoot(mountPoint);
  root.render(
    <>
      <style>{PAGE_CSS}</style>
      <style>{COMPONENT_CSS}</style>
      {node}
    </>,
  );
  roots.push({ root, host });
  return shadow;
}

const text = pageText('010');
const owner = {};

describe('components of a page config', () => {
  afterEach(() => {
    for (const { root, host } of roots) {
      root.unmount();
      host.remove();
    }
    roots = [];
  });

  it('the seeded tabs page composes the customer list and statistics, each tab drawn when first opened', async function (this: MochaContext) {
    this.timeout(40000);
    const platform = await freshPlatform();
    // Each platform has its own registry; the shell registers the entity pages in it.
    registerEntityPages(pageRegistry(platform));
    await setViewport(1280, 800);
    const shadow = render(<TabsPage kind="tabs" pageId="page-customer-overview" />);
    const tabs = await waitFor(
      () => {
        const found = $$(shadow, '[role="tab"]');
        return found.length === 2 && found;
      },
      'two tabs',
      10000,
    );
    equal(tabs.map((t) => t.textContent).join('|'), '客户列表|客户统计');
    equal(tabs[0]!.getAttribute('aria-selected'), 'true');
    const listPanel = $(shadow, '[data-panel="list"]')!;
    await waitFor(() => rowsOf(listPanel).length > 0, 'customer rows in the first tab', 15000);
    assert(!$(shadow, '[data-panel="statistics"] [data-component]'), 'the second tab is not drawn before it opens');
    tabs[1]!.click();
    await waitFor(() => $(shadow, '[data-panel="statistics"] .stats-table tbody tr'), 'the statistics table in the second tab', 15000);
    assert(($(shadow, '[data-panel="list"]') as HTMLElement).hidden, 'the first tab is hidden');
    assert(rowsOf(listPanel).length > 0, 'and stays mounted, keeping its state');
    await saveScreenshot('components-tabs');
    // Keyboard: arrows move between tabs.
    tabs[1]!.focus();
    tabs[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    await waitFor(() => tabs[0]!.getAttribute('aria-selected') === 'true', 'ArrowLeft opens the previous tab');
  });

  it('a broken component shows its message in its own box; the others live', async function (this: MochaContext) {
    this.timeout(30000);
    const platform = await freshPlatform();
    const registry = pageRegistry(platform)!;
    registry.register('test.broken', (() => {
      throw new Error('widget exploded');
    }) as never);
    registry.register('test.ok', ((props: PageProps) => <p className="ok">ok {String(props.component?.configs.n)}</p>) as never);
    const nodes = componentTree({
      itemConfigs: {
        broken: { contentType: 'test.broken', title: 'Broken' },
        fine: { contentType: 'test.ok', configs: { n: 7 }, flex: 2, style: { minHeight: '40px' } },
        unknown: { contentType: 'test.nobody', title: '无名' },
        empty: { title: '空' },
      },
    });
    const originalError = console.error;
    console.error = () => undefined;
    try {
      const shadow = render(<ComponentLayout nodes={nodes} owner={owner} text={text} />);
      const panel = await waitFor(() => $(shadow, '[data-component="broken"] [data-error-region="component"]'), 'the error panel of the broken one');
      match(panel.textContent ?? '', /widget exploded/);
      equal($(shadow, '[data-component="fine"] .ok')?.textContent, 'ok 7');
      equal(($(shadow, '[data-component="fine"]') as HTMLElement).style.flex, '2 1 0%');
      equal(($(shadow, '[data-component="fine"]') as HTMLElement).style.minHeight, '40px');
      match($(shadow, '[data-component="unknown"] [role="alert"]')?.textContent ?? '', /test\.nobody.*未注册|未注册/);
      match($(shadow, '[data-component="empty"] [role="alert"]')?.textContent ?? '', /contentType/);
    } finally {
      console.error = originalError;
    }
  });

  it('loads the entity metadata before a component starts, and a failing entity stays in its box', async function (this: MochaContext) {
    this.timeout(30000);
    const platform = await freshPlatform();
    const meta = (platform as TestPlatform & { meta: Meta }).meta;
    const seen: Array<boolean> = [];
    pageRegistry(platform)!.register('test.needsMeta', ((props: PageProps) => {
      seen.push(!!meta.peekMeta(props.entity!));
      return <p className="started">{props.entity}</p>;
    }) as never);
    const nodes = componentTree({
      itemConfigs: {
        good: { contentType: 'test.needsMeta', metaId: 'meta-order' },
        bad: { contentType: 'test.needsMeta', meta: { code: 'NO_SUCH_ENTITY' } },
      },
    });
    const shadow = render(<ComponentLayout nodes={nodes} owner={owner} text={text} />);
    await waitFor(() => $(shadow, '[data-component="good"] .started'), 'the component with its metadata', 10000);
    assert(seen.length > 0 && seen.every(Boolean), 'the metadata was there on the first render');
    await waitFor(() => $(shadow, '[data-component="bad"] .state.error'), 'the failing entity shows an error with retry', 10000);
    assert(!$(shadow, '[data-component="bad"] .started'), 'the component did not start');
  });

  it('a config equal in value draws nothing again; a changed one draws only its component', async function (this: MochaContext) {
    this.timeout(20000);
    const platform = await freshPlatform();
    const renders: Record<string, number> = {};
    pageRegistry(platform)!.register('test.counter', ((props: PageProps) => {
      const id = props.component!.id;
      renders[id] = (renders[id] ?? 0) + 1;
      return <p className="count">{String(props.component!.configs.v)}</p>;
    }) as never);
    let update: (v: number) => void = () => undefined;
    // biome-ignore lint/correctness/noComponentHookFactories: the test's own host component, made once for this test
    function Host() {
      const [v, setV] = useState(1);
      update = setV;
      // A fresh object every render, as a host page may hand it.
      const source = {
        itemConfigs: { a: { contentType: 'test.counter', configs: { v: 'fixed' } }, b: { contentType: 'test.counter', configs: { v: Math.floor(v / 2) } } },
      };
      const nodes = useComponentTree(source, '010');
      return <ComponentLayout nodes={nodes} owner={owner} text={text} />;
    }
    const shadow = render(<Host />);
    await waitFor(() => $$(shadow, '.count').length === 2, 'both components');
    const before = { ...renders };
    update(0); // b's configs stay { v: 0 }: equal in value
    await sleep(100);
    update(1);
    await sleep(100);
    equal(renders.a, before.a, 'a did not draw again');
    equal(renders.b, before.b, 'b did not draw again for an equal config');
    update(2); // b's configs become { v: 1 }
    await waitFor(() => $$(shadow, '.count')[1]?.textContent === '1', 'b with its new config');
    equal(renders.a, before.a, 'a still did not draw again');
    equal(renders.b, before.b! + 1, 'b drew once more');
  });
});
