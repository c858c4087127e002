/**
 * The mobile variants of the entity pages (spec §1, PAGES.md "Mobile"): `entityCardForm` (add and
 * edit) and `entityCardDetail`, the form page drawn for a phone. The shell shows them instead of
 * `add`, `addForm`, `edit` and `detail` on the mobile screen class (elements/shell/mobile/page-kind.ts),
 * as it shows `entityCardList` for lists; a bundle may open them by name on any screen. Same page
 * config, record, rules, drafts and save as the form page: only the drawing differs.
 */
import { Styles } from '../../shared/adopted-styles.tsx';
import FormPage from '../form/FormPage.tsx';
import type { FormPageProps } from '../form/FormPage.tsx';
import type { FormState } from '../form/form-logic.ts';
import { PHONE_CSS } from './phone-styles.ts';

/**
 * Add or edit: the kind it stands in for when the shell chose it, else `query.state`, else edit
 * when a record is named. A chosen stand-in never guesses: an `add` opened with a record id stays an add.
 */
export function phoneFormState(props: Pick<FormPageProps, 'variantOf' | 'query' | 'recordId'>): FormState {
  const asked = props.variantOf === 'addForm' ? 'add' : (props.variantOf ?? props.query?.state);
  if (asked === 'add' || asked === 'edit') return asked;
  return props.recordId ? 'edit' : 'add';
}

function PhonePage({ kind, state, props }: { kind: string; state: FormState; props: FormPageProps }) {
  return (
    <div className="phone-page" data-page-kind={kind}>
      <Styles css={PHONE_CSS} />
      <FormPage {...props} kind={state} />
    </div>
  );
}

export function PhoneFormPage(props: FormPageProps) {
  return <PhonePage kind="entityCardForm" state={phoneFormState(props)} props={props} />;
}

export function PhoneDetailPage(props: FormPageProps) {
  return <PhonePage kind="entityCardDetail" state="detail" props={props} />;
}
