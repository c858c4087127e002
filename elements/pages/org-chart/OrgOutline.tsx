/**
 * The organisation as a nested list of buttons: the chart's text alternative and its keyboard
 * way in. A department's button opens and closes it (aria-expanded), a person's button opens the
 * card (or, in a find, picks). Search matches are marked and announced.
 */
import type { ChartTextFn } from '../charts/chart-text.ts';
import { countPeople, deptLabel, personKey, personLabel } from './org-data.ts';
import type { OrgDept, OrgPerson } from './org-data.ts';

export interface OrgOutlineProps {
  tree: OrgDept[];
  open: Set<string>;
  matches: Set<string>;
  language: string;
  text: ChartTextFn;
  label: string;
  onToggle(deptId: string): void;
  onPerson(person: OrgPerson, dept: OrgDept): void;
  /** In a department find: picks the department (its button no longer opens it; the marker does). */
  onDept?: (dept: OrgDept) => void;
}

export function OrgOutline(props: OrgOutlineProps) {
  return (
    <nav className="org-outline" aria-label={props.label}>
      <ul>
        {props.tree.map((dept) => (
          <DeptEntry key={dept.id} dept={dept} {...props} />
        ))}
      </ul>
    </nav>
  );
}

function DeptEntry({ dept, ...props }: OrgOutlineProps & { dept: OrgDept }) {
  const { open, matches, language, text, onToggle, onPerson, onDept } = props;
  const expanded = open.has(dept.id);
  const name = deptLabel(dept, language);
  const hasContent = dept.children.length > 0 || dept.users.length > 0;
  return (
    <li data-dept-id={dept.id}>
      {onDept ? (
        <>
          <button type="button" className="dept toggle" aria-expanded={hasContent ? expanded : undefined} aria-label={name} onClick={() => onToggle(dept.id)} />
          <button type="button" className={`dept-pick${matches.has(dept.id) ? ' match' : ''}`} data-key={dept.id} onClick={() => onDept(dept)}>
            {name}
          </button>
        </>
      ) : (
        <button
          type="button"
          className={`dept${matches.has(dept.id) ? ' match' : ''}`}
          data-key={dept.id}
          aria-expanded={hasContent ? expanded : undefined}
          onClick={() => onToggle(dept.id)}
        >
          {name} <span className="muted">({text('people', countPeople(dept))})</span>
        </button>
      )}
      {expanded && hasContent && (
        <ul>
          {dept.children.map((child) => (
            <DeptEntry key={child.id} {...props} dept={child} />
          ))}
          {dept.users.map((person) => (
            <li key={person.id} data-person-id={person.id}>
              <button
                type="button"
                className={`person${matches.has(personKey(person)) ? ' match' : ''}`}
                data-key={personKey(person)}
                onClick={() => onPerson(person, dept)}
              >
                {personLabel(person, language)}
                {person.title && <span className="person-title">{person.title}</span>}
                {dept.managerId === person.id && <span className="person-title">({text('manager')})</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
