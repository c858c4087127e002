/**
 * `app-shell-platform/vue`: the main entry (every element registered) for Vue 3 hosts, and the
 * elements in their templates' types (`GlobalComponents`): attributes and properties, and the
 * events (`@row-open`) with their typed detail. Vue must be told the tags are custom elements
 * (`compilerOptions.isCustomElement: (tag) => ['app-shell', 'entity-list', 'entity-form',
 * 'pdf-viewer'].includes(tag)`); objects are then set as properties (`:query="{...}"`).
 * Plain and React hosts import the main entry instead and need no Vue types.
 */
import type { DefineComponent } from 'vue';
import type { AppShellEventMap, AppShellProps } from '../app-shell/app-shell.types.ts';
import type { EntityFormEventMap, EntityFormProps } from '../entity-form/entity-form.types.ts';
import type { EntityListEventMap, EntityListProps } from '../entity-list/entity-list.types.ts';
import type { PdfViewerEventMap, PdfViewerProps } from '../pdf-viewer/pdf-viewer.types.ts';

export * from '../index.ts';

/** `row-open` → `onRow-open`, the listener prop Vue's template checker looks for. */
type Listeners<M> = { [K in keyof M as K extends string ? `on${Capitalize<K>}` : never]?: (event: M[K]) => void };

export type VueElement<P, M> = DefineComponent<P & Listeners<M>>;

declare module 'vue' {
  interface GlobalComponents {
    'app-shell': VueElement<AppShellProps, AppShellEventMap>;
    'entity-list': VueElement<EntityListProps, EntityListEventMap>;
    'entity-form': VueElement<EntityFormProps, EntityFormEventMap>;
    'pdf-viewer': VueElement<PdfViewerProps, PdfViewerEventMap>;
  }
}
