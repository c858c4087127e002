/**
 * The elements in React 19's JSX: ids are attributes (kebab-case names), objects are properties
 * (React sets a prop as a property when the element has it), and `on<event-name>` props add a
 * listener for that exact event name.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type {
  ActionDoneDetail, ActionRequestDetail, FormCancelDetail, FormSavedDetail, FormSubmitDetail, RowOpenDetail, SelectionChangeDetail,
} from '../../../elements/index.ts';

type Listener<D> = (event: CustomEvent<D>) => void;
type Base = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;

export interface EntityListJsx extends Base {
  client?: string; system?: string; entity?: string; 'page-id'?: string; flag?: string;
  query?: Record<string, unknown>; config?: Record<string, unknown>;
  'onrow-open'?: Listener<RowOpenDetail>;
  'onselection-change'?: Listener<SelectionChangeDetail>;
  'onaction-request'?: Listener<ActionRequestDetail>;
  'onaction-done'?: Listener<ActionDoneDetail>;
}

export interface EntityFormJsx extends Base {
  client?: string; system?: string; entity?: string; 'page-id'?: string; state?: string; 'record-id'?: string;
  values?: Record<string, unknown>; config?: Record<string, unknown>;
  'onform-submit'?: Listener<FormSubmitDetail>;
  'onform-saved'?: Listener<FormSavedDetail>;
  'onform-cancel'?: Listener<FormCancelDetail>;
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'entity-list': EntityListJsx;
      'entity-form': EntityFormJsx;
    }
  }
}
