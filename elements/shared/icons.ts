import { registerIconLibrary } from '@shoelace-style/shoelace/dist/utilities/icon-library.js';

/**
 * The shell's own icons, inline: the demo and host pages must not depend on a CDN or on a copy
 * of Shoelace's icon folder being served. Use them as `<sl-icon library="shell" name="...">`.
 */
const paths: Record<string, string> = {
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M6 6l12 12M18 6L6 18',
  'chevron-down': 'M6 9l6 6 6-6',
  'chevron-right': 'M9 6l6 6-6 6',
  'chevron-left': 'M15 6l-6 6 6 6',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  key: 'M14 10a4 4 0 1 0-1 2.6L21 21M17 17l2-2',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  palette: 'M12 3a9 9 0 1 0 0 18c1 0 1.5-1 1-2s0-2 1.5-2H17a4 4 0 0 0 4-4c0-5-4-10-9-10z',
  swap: 'M4 8h14l-3-3M20 16H6l3 3',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01',
  home: 'M3 11l9-8 9 8M5 10v10h14V10',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7h.01',
  warning: 'M12 3l10 18H2L12 3zM12 10v5M12 18h.01',
  error: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9 9l6 6M15 9l-6 6',
  success: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12l3 3 5-6',
  page: 'M6 3h9l4 4v14H6zM14 3v5h5',
  folder: 'M3 6h7l2 2h9v11H3z',
  refresh: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5',
  'zoom-in': 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5M8 11h6M11 8v6',
  'zoom-out': 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5M8 11h6',
  'fit-width': 'M3 5v14M21 5v14M7 12h10M10 9l-3 3 3 3M14 9l3 3-3 3',
  'fit-page': 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  rotate: 'M21 4v6h-6M20.5 10A9 9 0 1 0 19 17',
  printer: 'M6 9V3h12v6M6 18H4v-7h16v7h-2M6 14h12v7H6z',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  share: 'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 1 1 8 0v4M12 15v2',
  compass: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM15.5 8.5l-2 5-5 2 2-5z',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
};

function svg(path: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" ' +
    `stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${path}"/></svg>`
  );
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** A copy of an element tree with no namespace, as SVG elements (attributes and text kept). */
function inSvgNamespace(element: Element): Element {
  const copy = element.ownerDocument.createElementNS(SVG_NS, element.localName);
  for (const name of element.getAttributeNames()) copy.setAttribute(name, element.getAttribute(name)!);
  for (const child of element.childNodes) {
    if (child.nodeType === Node.ELEMENT_NODE) copy.append(inSvgNamespace(child as Element));
    else if (child.nodeType === Node.TEXT_NODE) copy.append(child.textContent ?? '');
  }
  return copy;
}

/** Elements and attributes an icon never needs and that could run or load something. */
const UNSAFE_NODES = 'script, foreignObject, iframe, a, animate, set, use, image';

/**
 * An SVG file's text as an `<svg>` of this document, or undefined when it is not one. Parsed as XML
 * by XMLHttpRequest's document reply: no HTML sink, so no Trusted Types policy (sl-icon's own
 * `innerHTML` and `DOMParser` calls are refused under Trusted Types without a `default` policy);
 * event handlers, scripts, links and `style` attributes (blocked by a strict `style-src`) dropped.
 */
export function svgFrom(url: string): Promise<SVGSVGElement | undefined> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('GET', url);
    request.responseType = 'document';
    request.overrideMimeType('image/svg+xml');
    request.onload = () => {
      const root = request.status < 400 ? request.responseXML?.documentElement : undefined;
      // Shoelace's own icons (the button's caret, the select's chevron) name no namespace: read as
      // XML they are no SVG, so they are rebuilt in the SVG namespace, still without a sink.
      const svg = root?.localName === 'svg' && root.namespaceURI === null ? inSvgNamespace(root) : root;
      if (svg?.localName !== 'svg' || svg.namespaceURI !== SVG_NS) return resolve(undefined);
      svg.querySelectorAll(UNSAFE_NODES).forEach((node) => node.remove());
      for (const element of [svg, ...svg.querySelectorAll('*')]) {
        for (const name of element.getAttributeNames()) if (/^on|^style$|href$/i.test(name)) element.removeAttribute(name);
      }
      svg.part.add('svg');
      resolve(document.importNode(svg, true) as unknown as SVGSVGElement);
    };
    request.onerror = () => resolve(undefined);
    request.send();
  });
}

type IconResolver = (url: string, library: unknown) => Promise<unknown>;

/**
 * sl-icon resolves every icon (ours, Shoelace's system icons, a `src`) through `svgFrom`. The
 * class is patched once it is defined rather than imported here: importing it would evaluate Lit's
 * element classes with the entries, which a server-side render (Node, no HTMLElement) cannot.
 */
function resolveIconsWithoutSinks(): void {
  void customElements.whenDefined('sl-icon').then((iconClass) => patchResolver(iconClass.prototype as unknown as { resolveIcon: IconResolver }));
}

const patched = new WeakSet<object>();

function patchResolver(proto: { resolveIcon: IconResolver }): void {
  if (patched.has(proto)) return;
  patched.add(proto);
  const original = proto.resolveIcon;
  proto.resolveIcon = async function (this: unknown, url, library) {
    // A sprite sheet is a Lit template, no parsing: Shoelace's own path.
    if ((library as { spriteSheet?: boolean } | undefined)?.spriteSheet) return original.call(this, url, library);
    // Shoelace's error symbols are private: an icon that cannot load stays an empty <svg>.
    return (await svgFrom(url)) ?? document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  };
}

let registered = false;

export function registerShellIcons(): void {
  if (registered) return;
  registered = true;
  resolveIconsWithoutSinks();
  registerIconLibrary('shell', {
    resolver: (name) => `data:image/svg+xml,${encodeURIComponent(svg(paths[name] ?? paths.page!))}`,
    mutator: (element) => element.setAttribute('fill', 'none'),
  });
}
