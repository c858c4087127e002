/**
 * The department find and the user find over the organisation tree (`FM_DEPT/tree`), the data
 * the organisation chart draws: a searchable outline where a department (department find) or a
 * person (user find) is picked. No chart library here: the finds open inside forms.
 */
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { CHART_CSS } from '../charts/chart-styles.ts';
import { chartText } from '../charts/chart-text.ts';
import { usePageServices } from '../kit/services.ts';
import { SlInput } from '../kit/sl.ts';
import { EmptyState, ErrorState, LoadingState } from '../kit/states.tsx';
import { PAGE_CSS } from '../kit/styles.ts';
import { pageText } from '../kit/text.ts';
import type { Row } from '../kit/types.ts';
import { deptLabel, personLabel } from './org-data.ts';
import { OrgOutline } from './OrgOutline.tsx';
import { useOrgBrowse, useOrgTree } from './use-org.ts';
import { Styles } from '../../shared/adopted-styles.tsx';

export interface OrgFindProps {
  pick: 'department' | 'user';
  onPick?: (row: Row, label: string, key: string) => void;
}

export default function OrgFind({ pick, onPick }: OrgFindProps) {
  const services = usePageServices();
  const language = useStore(services.$language);
  const text = useMemo(() => chartText(language), [language]);
  const words = useMemo(() => pageText(language), [language]);
  const org = useOrgTree();
  const browse = useOrgBrowse(org.tree, language);
  const title = text(pick === 'user' ? 'pickUser' : 'pickDepartment');
  return (
    <div className={`entity-page org-find org-find-${pick}`} aria-label={title}>
      <Styles css={PAGE_CSS + CHART_CSS} />
      {org.error ? (
        <ErrorState text={words} error={org.error} onRetry={org.retry} />
      ) : !org.tree ? (
        <LoadingState text={words} />
      ) : org.tree.length === 0 ? (
        <EmptyState text={words} message={text('noDepartments')} />
      ) : (
        <>
          <SlInput
            type="search"
            size="small"
            clearable
            label={text('searchPeople')}
            value={browse.words}
            onsl-input={(event: Event) => browse.setWords((event.target as HTMLInputElement).value)}
            onsl-clear={() => browse.setWords('')}
          />
          <OrgOutline
            tree={org.tree}
            open={browse.open}
            matches={browse.search.matches}
            language={language}
            text={text}
            label={title}
            onToggle={browse.toggle}
            onPerson={(person, dept) =>
              pick === 'user' &&
              onPick?.(
                { ID: person.id, NAME: person.name, NAME_EN: person.nameEn, DEPT: dept.id, EMAIL: person.email, PHONE: person.phone, TITLE: person.title },
                personLabel(person, language),
                person.id,
              )
            }
            onDept={
              pick === 'department'
                ? (dept) => onPick?.({ ID: dept.id, NAME: deptLabel(dept, language), PARENT_ID: dept.parentId }, deptLabel(dept, language), dept.id)
                : undefined
            }
          />
        </>
      )}
    </div>
  );
}
