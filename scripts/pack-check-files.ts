// The consumer project's own files for `npm run pack:check`: hosts written as portal teams write
// them, and a tsconfig for each (strict, the libraries' declarations checked too). A plain host's
// config names no React or Vue types: the main, element, define and core entries must not need them.

/** The code block that follows the line naming `file` (e.g. `` `test/customers.test.ts`: ``) in the README. */
export function readmeBlock(readme: string, file: string): string {
  const at = readme.indexOf(`\`${file}\`:`);
  if (at < 0) throw new Error(`the README shows no ${file}`);
  const block = /```[a-z]*\n([\s\S]*?)```/.exec(readme.slice(at));
  if (!block?.[1]) throw new Error(`the README's ${file} has no code block`);
  return block[1];
}

const PLAIN_HOST = `import 'app-shell-platform';
import { defineElements } from 'app-shell-platform/define';
import { EntityListElement } from 'app-shell-platform/entity-list';
import { PdfViewerElement } from 'app-shell-platform/pdf-viewer';
import { createPlatform, getDefaultPlatform, isPlatformError } from 'app-shell-platform/core';
import type { Platform, PlatformSettings } from 'app-shell-platform/core';
import { buildFields } from 'app-shell-platform/core/pages';
import type { FormSavedDetail, RowOpenDetail, SelectionChangeDetail } from 'app-shell-platform';

const list = document.createElement('entity-list');
list.client = 'demo';
list.system = 'crm';
list.entity = 'CUSTOMER';
list.pageId = 'page-customer-list';
list.query = { conditions: [{ field: 'NAME', mode: 'equal', value: 'Acme' }] };
list.addEventListener('row-open', (event) => {
  const detail: RowOpenDetail = event.detail;
  console.log(detail.row, detail.key, detail.kind);
  event.preventDefault();
});
list.addEventListener('selection-change', (event) => {
  const detail: SelectionChangeDetail = event.detail;
  console.log(detail.keys.length);
});
// @ts-expect-error an event's detail is typed, not any
list.addEventListener('row-open', (event) => console.log(event.detail.nothing));
document.addEventListener('form-saved', (event) => {
  const detail: FormSavedDetail = event.detail;
  console.log(detail.id);
});

const form = document.querySelector('entity-form');
if (form) {
  form.recordId = '42';
  form.state = 'edit';
  form.values = { NAME: 'Acme' };
}
const viewer: PdfViewerElement = document.createElement('pdf-viewer');
viewer.zoom = 'page-fit';
viewer.data = new Uint8Array(4);
viewer.addEventListener('pdf-error', (event) => console.log(event.detail.code, event.detail.message));
const shell = document.createElement('app-shell');
shell.routerMode = 'history';
shell.addEventListener('shell-ready', (event) => console.log(event.detail.route));
const made: EntityListElement = new EntityListElement();
console.log(made.entity);

defineElements({ prefix: 'acme' });
const settings: PlatformSettings = { ipBase: location.origin, configTextMode: 'strict' };
const platform: Platform = createPlatform({ settings });
console.log(platform === getDefaultPlatform(), isPlatformError(null), typeof buildFields);
`;

const REACT_HOST = `import 'app-shell-platform/react';
import type { RowOpenDetail } from 'app-shell-platform';

export function CustomerDesk({ onOpen }: { onOpen: (detail: RowOpenDetail) => void }) {
  return (
    <>
      <entity-list client="demo" system="crm" entity="CUSTOMER" page-id="page-customer-list"
        query={{ conditions: [] }} onrow-open={(event) => onOpen(event.detail)} />
      <entity-form client="demo" system="crm" entity="CUSTOMER" state="edit" record-id="42" values={{ NAME: 'Acme' }}
        onform-saved={(event) => console.log(event.detail.id)} />
      <pdf-viewer src="/manual.pdf" zoom="page-fit" onpdf-loaded={(event) => console.log(event.detail.pages)} />
      <app-shell client="demo" system="crm" router-mode="hash" />
    </>
  );
}

// @ts-expect-error an event's detail is typed, not any
export const wrong = <entity-list onrow-open={(event) => console.log(event.detail.nothing)} />;
`;

const VUE_HOST = `import 'app-shell-platform/vue';
import type { GlobalComponents } from 'vue';

type Tag = 'app-shell' | 'entity-list' | 'entity-form' | 'pdf-viewer';
const tags: Tag[] = ['app-shell', 'entity-list', 'entity-form', 'pdf-viewer'];
// Each element is a global component of Vue's template types.
type Listed<T extends Tag> = T extends keyof GlobalComponents ? true : false;
const listed: Listed<Tag> = true;
console.log(tags, listed);
`;

const compilerOptions = (extra: Record<string, unknown>) => ({
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  strict: true,
  noEmit: true,
  skipLibCheck: false,
  types: [],
  ...extra,
});

const config = (files: string[], extra: Record<string, unknown> = {}) => `${JSON.stringify({ compilerOptions: compilerOptions(extra), files }, null, 2)}\n`;

/** path → text, written into the consumer project. */
export const CONSUMER_FILES: Record<string, string> = {
  'hosts/plain.ts': PLAIN_HOST,
  'hosts/react-host.tsx': REACT_HOST,
  'hosts/vue-host.ts': VUE_HOST,
  'tsconfig.plain.json': config(['hosts/plain.ts']),
  'tsconfig.nodenext.json': config(['hosts/plain.ts'], { module: 'NodeNext', moduleResolution: 'NodeNext' }),
  'tsconfig.react.json': config(['hosts/react-host.tsx'], { jsx: 'react-jsx' }),
  // Vue's own declarations are not this package's to check.
  'tsconfig.vue.json': config(['hosts/vue-host.ts'], { skipLibCheck: true }),
  'tsconfig.tester.json': config(['test/customers.test.ts'], { types: ['mocha'] }),
};
