/**
 * The built package against the manifest it ships (dist/custom-elements.json): every module the
 * manifest names is a built file exporting its classes, each element defined under its tag;
 * the classes observe exactly the manifest's attributes (and their object properties' names,
 * which r2wc observes but reads nothing from); every member is a property of an instance that
 * behaves as listed. Only built files are loaded, never the sources, so this is what a host gets.
 * What the sources alone show (events emitted, parts drawn, types) is
 * tests/scripts/custom-elements-manifest.test.ts.
 */
import { assert, deepEqual, equal } from '../../support/assert.ts';
import { waitFor } from '../../support/dom.ts';

interface Described {
  name: string;
  description?: string;
  type?: { text: string };
}
interface Declaration {
  name: string;
  tagName: string;
  attributes: Array<Described & { fieldName: string }>;
  members: Array<Described & { kind: string; attribute?: string; reflects?: boolean }>;
  events: Described[];
  cssParts: Described[];
}
interface Export {
  kind: string;
  name: string;
  declaration: { name: string; module: string };
}
interface Module {
  path: string;
  declarations: Declaration[];
  exports: Export[];
}

type Instance = HTMLElement & Record<string, unknown>;

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const sorted = (names: Iterable<string>) => [...names].sort();
/** A package path (`dist/x.js`) as the test page reaches it: the reference server serves dist/. */
const load = (path: string) => import(/* @vite-ignore */ `/${path}`) as Promise<Record<string, unknown>>;

let modules: Module[] = [];
const declarations = () => modules.flatMap((module) => module.declarations);
const declarationOf = (tag: string) => declarations().find((declaration) => declaration.tagName === tag)!;

/** A one-page PDF; pdf.js rebuilds the missing cross-reference table. */
function onePagePdf(): Uint8Array {
  const content = '0 0 1 rg 0 0 100 100 re f';
  return new TextEncoder().encode(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] /Contents 4 0 R >> endobj',
      `4 0 obj << /Length ${content.length} >> stream\n${content}\nendstream endobj`,
      'trailer << /Root 1 0 R >>',
      '%%EOF',
    ].join('\n'),
  );
}

/** The field names of an event's type text, `CustomEvent<{ pages: number; code?: string }>` → pages, code. */
const detailFields = (type: string | undefined) => sorted([...(type ?? '').matchAll(/[{;]\s*(\w+)\??:/g)].map((found) => found[1]!));

/** The `part` names drawn in an element's shadow root now. */
const partsDrawn = (element: Element) =>
  sorted(new Set([...element.shadowRoot!.querySelectorAll('[part]')].flatMap((node) => node.getAttribute('part')!.split(/\s+/))));

describe('custom-elements.json against the built package', () => {
  before(async function (this: MochaContext) {
    this.timeout(30000);
    const reply = await fetch('/dist/custom-elements.json');
    equal(reply.status, 200, 'the build wrote dist/custom-elements.json');
    modules = ((await reply.json()) as { modules: Module[] }).modules;
    // The one-element entries first: the main entry then meets names already defined, as a page
    // that loads both would.
    for (const module of [...modules].sort((a, b) => b.declarations.length - a.declarations.length)) await load(module.path);
  });

  afterEach(() => document.querySelectorAll('[data-manifest-test]').forEach((node) => node.remove()));

  it('names the four elements, each in its own module, and the main entry', () => {
    deepEqual(sorted(declarations().map((declaration) => declaration.tagName)), ['app-shell', 'entity-form', 'entity-list', 'pdf-viewer']);
    deepEqual(sorted(modules.map((module) => module.path)), [
      'dist/app-shell.js',
      'dist/elements.js',
      'dist/entity-form.js',
      'dist/entity-list.js',
      'dist/pdf-viewer.js',
    ]);
  });

  it('every module is a built file exporting the classes it names, each defined under its tag', async () => {
    for (const module of modules) {
      const loaded = await load(module.path);
      for (const entry of module.exports) {
        const declared = (await load(entry.declaration.module))[entry.declaration.name];
        assert(typeof declared === 'function', `${entry.declaration.module} exports the class ${entry.declaration.name}`);
        if (entry.kind === 'js') equal(loaded[entry.name], declared, `${module.path} exports ${entry.name}, the class of ${entry.declaration.module}`);
        else equal(customElements.get(entry.name), declared, `<${entry.name}> is defined as ${entry.declaration.name} once ${module.path} has run`);
      }
    }
  });

  it('each class observes its attributes and nothing else', () => {
    for (const declaration of declarations()) {
      const elementClass = customElements.get(declaration.tagName) as CustomElementConstructor & { observedAttributes: string[] };
      deepEqual(
        sorted(elementClass.observedAttributes),
        sorted(declaration.attributes.map((attribute) => attribute.name)),
        `<${declaration.tagName}>'s observedAttributes`,
      );
    }
  });

  it('every member is a property of an instance: an attribute\u2019s reads and reflects it, an object one is a property only', () => {
    for (const declaration of declarations()) {
      const element = document.createElement(declaration.tagName) as Instance;
      element.dataset.manifestTest = '';
      for (const member of declaration.members) assert(member.name in element, `<${declaration.tagName}>.${member.name} exists`);
      for (const attribute of declaration.attributes) {
        const member = declaration.members.find((candidate) => candidate.attribute === attribute.name);
        equal(member?.name, attribute.fieldName, `${attribute.name} has its member ${attribute.fieldName}`);
        element.setAttribute(attribute.name, 'from-attribute');
        equal(element[attribute.fieldName], 'from-attribute', `${attribute.name} is read into ${attribute.fieldName}`);
        element[attribute.fieldName] = 'from-property';
        equal(element.getAttribute(attribute.name), 'from-property', `${attribute.fieldName} reflects to ${attribute.name}`);
      }
      for (const member of declaration.members.filter((candidate) => !candidate.attribute)) {
        element.setAttribute(kebab(member.name), '{"from":"attribute"}');
        equal(element[member.name], undefined, `${member.name} is not read from an attribute`);
        element.removeAttribute(kebab(member.name));
        const value = { from: 'property' };
        element[member.name] = value;
        equal(element[member.name], value, `${member.name} keeps the object it is given`);
        equal(element.getAttribute(kebab(member.name)), null, `${member.name} is not written to an attribute`);
      }
      // Set attributes draw the body; connecting and removing it takes that down again.
      document.body.append(element);
      element.remove();
    }
  });

  it('a viewer draws only listed parts and fires listed events with the listed detail fields', async function (this: MochaContext) {
    this.timeout(20000);
    const declaration = declarationOf('pdf-viewer');
    const listed = declaration.cssParts.map((part) => part.name);
    const fired: CustomEvent[] = [];
    const open = (setUp: (viewer: Instance) => void) => {
      const viewer = document.createElement('pdf-viewer') as Instance;
      viewer.dataset.manifestTest = '';
      viewer.style.cssText = 'display:block;width:400px;height:300px';
      for (const event of declaration.events) viewer.addEventListener(event.name, (e) => fired.push(e as CustomEvent));
      setUp(viewer);
      document.body.append(viewer);
      return viewer;
    };
    const good = open((viewer) => (viewer.data = onePagePdf()));
    await waitFor(() => fired.some((event) => event.type === 'pdf-loaded') && good.shadowRoot!.querySelector('[part="canvas"]'), 'the page drawn', 15000);
    const bad = open((viewer) => viewer.setAttribute('src', '/dist/no-such-file.pdf'));
    await waitFor(() => fired.some((event) => event.type === 'pdf-error') && bad.shadowRoot!.querySelector('[part="retry"]'), 'the error shown', 15000);
    const drawn = sorted(new Set([...partsDrawn(good), ...partsDrawn(bad)]));
    deepEqual(
      drawn.filter((part) => !listed.includes(part)),
      [],
      'parts drawn that the manifest does not list',
    );
    for (const event of fired) {
      const listedEvent = declaration.events.find((candidate) => candidate.name === event.type);
      assert(listedEvent, `${event.type} is listed`);
      deepEqual(sorted(Object.keys(event.detail as object)), detailFields(listedEvent.type?.text), `${event.type}'s detail fields`);
      equal(event.cancelable, /\bcancelable\b/i.test(listedEvent.description ?? ''), `${event.type}: cancelable as described`);
    }
  });
});
