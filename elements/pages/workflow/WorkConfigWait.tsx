/** What a work page shows while its page config loads, or when it failed (with a retry). */
import { Styles } from '../../shared/adopted-styles.tsx';
import { ErrorState, LoadingState } from '../kit/states.tsx';
import { PAGE_CSS } from '../kit/styles.ts';
import type { TextFn } from '../kit/text.ts';
import type { WorkConfig } from './work-config.ts';

export function WorkConfigWait({ page, text }: { page: WorkConfig; text: TextFn }) {
  return (
    <section className="entity-page">
      <Styles css={PAGE_CSS} />
      {page.status === 'error' ? <ErrorState text={text} error={page.error} onRetry={page.retry} /> : <LoadingState text={text} />}
    </section>
  );
}
