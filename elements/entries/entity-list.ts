/**
 * `app-shell-platform/entity-list`: registers `<entity-list>` alone, with what it needs, as the main entry
 * would (a name the page already has is left as it is).
 */
import './setup.ts';
import { EntityListElement } from '../entity-list/entity-list.element.ts';
import { registerTag } from '../shared/tags.ts';

registerTag('entity-list', EntityListElement);

export { EntityListElement };
export { emit } from '../shared/emit.ts';
export type * from '../entity-list/entity-list.types.ts';
