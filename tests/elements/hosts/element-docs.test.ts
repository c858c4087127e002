/** The element docs page of the demo, drawn from the built dist/custom-elements.json. */
import { assert, deepEqual, equal, match } from '../../support/assert.ts';
import { $, $$, openFrame, text } from '../../support/demo-page.ts';
import { saveScreenshot, setViewport } from '../../support/commands.ts';
import { waitFor } from '../../support/dom.ts';

const rowOf = (section: Element, heading: string, name: string) => {
  const title = $$(section, 'h3').find((h3) => text(h3) === heading);
  const table = title?.nextElementSibling;
  return $$(table, 'tbody tr').find((row) => text(row.querySelector('td')) === name);
};

describe('the element docs page', () => {
  afterEach(() => localStorage.removeItem('element-docs-language'));

  it('shows every element with its module, attributes, properties, events with detail types, custom properties and parts', async function (this: MochaContext) {
    this.timeout(30000);
    localStorage.removeItem('element-docs-language');
    await setViewport(1280, 900);
    const frame = openFrame('/__site/element-docs.html');
    try {
      const doc = await waitFor(
        () => (frame.contentDocument?.querySelectorAll('section.element').length ?? 0) >= 4 && frame.contentDocument,
        'the elements drawn',
        20000,
      );
      deepEqual(
        $$(doc, 'section.element').map((section) => section.dataset.element),
        ['app-shell', 'entity-form', 'entity-list', 'pdf-viewer'],
      );
      const list = $(doc, 'section[data-element="entity-list"]')!;
      const pageId = rowOf(list, '属性（字符串与编号）', 'page-id');
      assert(pageId, 'the page-id attribute');
      equal(text(pageId.querySelectorAll('td')[1]), 'pageId', 'with its property name');
      match(text($(list, 'p.module')), /^模块 dist\/entity-list\.js EntityListElement（主入口 dist\/elements\.js 也导出并注册它）$/, 'the module to import');
      equal(text(rowOf(list, 'Property', 'pageId')?.querySelectorAll('td')[1]), 'page-id', 'an attribute\u2019s property, with its attribute');
      equal(text(rowOf(list, 'Property', 'config')?.querySelectorAll('td')[1]), '仅 property', 'the config property, a property only');
      const rowOpen = rowOf(list, '事件', 'row-open');
      match(
        text(rowOpen?.querySelectorAll('td')[1]),
        /^CustomEvent<\{ row: Row; key: string; kind: string; pageId\?: string \}>$/,
        'row-open with its detail type',
      );
      assert(rowOf(list, 'CSS 自定义属性', '--sl-color-primary-600'), 'the brand token');
      assert(rowOf(list, 'CSS part', 'list-row'), 'the list-row part');
      assert(rowOf($(doc, 'section[data-element="app-shell"]')!, 'CSS 自定义属性', '--shell-accent'), 'the shell accent');
      assert(!$(doc, '.docs-error'), 'no error');
      await saveScreenshot('element-docs');

      $(doc, '[data-docs="language"]')!.click();
      await waitFor(() => text($(doc, 'h1')) === 'Element docs', 'the page in English');
      const listInEnglish = $(doc, 'section[data-element="entity-list"]')!;
      assert(rowOf(listInEnglish, 'Events', 'row-open'), 'the headings in English');
      assert(rowOf(listInEnglish, 'Events', 'form-saved') === undefined, 'form-saved is the form\u2019s, not the list\u2019s');
      assert(rowOf($(doc, 'section[data-element="entity-form"]')!, 'Events', 'form-saved'), 'the form\u2019s form-saved');
    } finally {
      frame.remove();
    }
  });
});
