/**
 * The names this build's public elements are registered under. Two builds (two versions of the
 * package) may share a page under different prefixes (`acme-entity-list` beside `entity-list`);
 * a page that draws an element by name (a PDF in a dialog) must draw its own build's element,
 * never the other build's, so it asks here for the name.
 */
export type ElementTag = 'app-shell' | 'entity-list' | 'entity-form' | 'pdf-viewer';

const names = new Map<ElementTag, string>();
const registered = new WeakSet<CustomElementConstructor>();
let buildPrefix = '';

/**
 * Registers `tag` (as `<prefix>-<tag>` with a prefix) unless the page already has that name.
 * A constructor may be registered only once, so a second name gets a subclass of its own.
 * The first name a tag gets is the one this build's pages draw. Without custom elements (a
 * server-side render in Node) nothing is registered.
 */
export function registerTag(tag: ElementTag, elementClass: CustomElementConstructor, prefix = ''): string {
  const name = prefix ? `${prefix}-${tag}` : tag;
  if (typeof customElements === 'undefined') return name;
  if (!customElements.get(name)) {
    customElements.define(name, registered.has(elementClass) ? class extends elementClass {} : elementClass);
    registered.add(elementClass);
  }
  if (!names.has(tag)) names.set(tag, name);
  return name;
}

/** The prefix under which elements a page needs later (the PDF viewer of a dialog) register. */
export function setBuildPrefix(prefix: string): void {
  if (!buildPrefix) buildPrefix = prefix;
}

/** The name this build draws `tag` under, registering it (with the build's prefix) first if needed. */
export function elementName(tag: ElementTag, elementClass: CustomElementConstructor): string {
  return names.get(tag) ?? registerTag(tag, elementClass, buildPrefix);
}
