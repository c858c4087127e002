/**
 * `app-shell-platform/entity-form`: registers `<entity-form>` alone, with what it needs, as the main entry
 * would (a name the page already has is left as it is).
 */
import './setup.ts';
import { EntityFormElement } from '../entity-form/entity-form.element.ts';
import { registerTag } from '../shared/tags.ts';

registerTag('entity-form', EntityFormElement);

export { EntityFormElement };
export { emit } from '../shared/emit.ts';
export type * from '../entity-form/entity-form.types.ts';
