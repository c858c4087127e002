/**
 * `app-shell-platform/react`: the main entry (every element registered) for React 19 hosts, and
 * the elements in their JSX: ids as attributes (kebab-case) or properties (camelCase), objects as
 * properties (React 19 sets a prop as a property when the element has it), and `on<event-name>`
 * props that listen to that exact event (`onrow-open`), each with its typed detail.
 * Plain and Vue hosts import the main entry instead and need no React types.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { AppShellEventMap, AppShellProps } from '../app-shell/app-shell.types.ts';
import type { EntityFormEventMap, EntityFormProps } from '../entity-form/entity-form.types.ts';
import type { EntityListEventMap, EntityListProps } from '../entity-list/entity-list.types.ts';
import type { PdfViewerEventMap, PdfViewerProps } from '../pdf-viewer/pdf-viewer.types.ts';

export * from '../index.ts';

/** `pageId` → `page-id`. */
type Kebab<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Kebab<Tail>}` : S;

/** The string properties also written as their attributes. */
type AttributeNames<P> = { [K in keyof P as P[K] extends string | undefined ? (K extends string ? Kebab<K> : never) : never]?: string };

/** `onrow-open` and the like: a listener of the event with its detail. */
type Listeners<M> = { [K in keyof M as K extends string ? `on${K}` : never]?: (event: M[K]) => void };

type Base<E> = DetailedHTMLProps<HTMLAttributes<E>, E>;

export type ReactElementProps<P, M, E> = Base<E> & P & AttributeNames<P> & Listeners<M>;

declare module 'react' {
  // React 19 reads intrinsic elements from React.JSX.
  namespace JSX {
    interface IntrinsicElements {
      'app-shell': ReactElementProps<AppShellProps, AppShellEventMap, HTMLElementTagNameMap['app-shell']>;
      'entity-list': ReactElementProps<EntityListProps, EntityListEventMap, HTMLElementTagNameMap['entity-list']>;
      'entity-form': ReactElementProps<EntityFormProps, EntityFormEventMap, HTMLElementTagNameMap['entity-form']>;
      'pdf-viewer': ReactElementProps<PdfViewerProps, PdfViewerEventMap, HTMLElementTagNameMap['pdf-viewer']>;
    }
  }
}
