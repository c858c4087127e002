/**
 * The organisation as the reference server gives it (`GET /api/v1/{client}/{system}/FM_DEPT/tree`,
 * read and checked by core/work's `departmentTree`): what the chart, the outline and the finds
 * work out from it (labels, search matches, the departments to open to show them).
 */
import { personName } from '../../../core/work/index.ts';
import type { OrgDept, OrgPerson } from '../../../core/work/index.ts';
import { i18nLabel } from '../charts/chart-text.ts';

export { checkTree, DEPT_ENTITY } from '../../../core/work/index.ts';
export type { OrgDept, OrgPerson };

export const deptLabel = (dept: OrgDept, language: string) => i18nLabel(dept.name, language, dept.id);
/** A person by name in the UI language (core/work `personName`: the English name in en-US). */
export const personLabel = (person: OrgPerson, language: string) => personName(person, language);
export const personKey = (person: OrgPerson) => `person:${person.id}`;

/** Every department, depth first, with its depth and the chain of departments above it. */
export function eachDept(tree: OrgDept[], visit: (dept: OrgDept, ancestors: OrgDept[]) => void, ancestors: OrgDept[] = []): void {
  for (const dept of tree) {
    visit(dept, ancestors);
    eachDept(dept.children, visit, [...ancestors, dept]);
  }
}

/** The people of a department and of every department under it. */
export function countPeople(dept: OrgDept): number {
  return dept.users.length + dept.children.reduce((n, child) => n + countPeople(child), 0);
}

export function orgCounts(tree: OrgDept[]): { departments: number; people: number } {
  let departments = 0;
  let people = 0;
  eachDept(tree, (dept) => {
    departments += 1;
    people += dept.users.length;
  });
  return { departments, people };
}

/** Departments open at first: the top two levels. */
export function initiallyOpen(tree: OrgDept[]): Set<string> {
  const open = new Set<string>();
  eachDept(tree, (dept, ancestors) => ancestors.length < 2 && open.add(dept.id));
  return open;
}

export function allDepts(tree: OrgDept[]): Set<string> {
  const ids = new Set<string>();
  eachDept(tree, (dept) => ids.add(dept.id));
  return ids;
}

export interface OrgSearch {
  /** Department ids and person keys (`person:<id>`) whose name, English name, title, email or phone holds the words. */
  matches: Set<string>;
  /** Departments to open so every match shows: the chain above each match. */
  reveal: Set<string>;
  /** The matches in outline order. */
  ordered: string[];
}

export function searchOrg(tree: OrgDept[], words: string, language: string): OrgSearch {
  const needle = words.trim().toLowerCase();
  const result: OrgSearch = { matches: new Set(), reveal: new Set(), ordered: [] };
  if (!needle) return result;
  const hit = (...values: Array<string | undefined>) => values.some((v) => v?.toLowerCase().includes(needle));
  eachDept(tree, (dept, ancestors) => {
    const names = typeof dept.name === 'string' ? [dept.name] : Object.values(dept.name);
    if (hit(deptLabel(dept, language), ...names)) {
      result.matches.add(dept.id);
      result.ordered.push(dept.id);
      ancestors.forEach((a) => result.reveal.add(a.id));
    }
    for (const person of dept.users) {
      if (!hit(person.name, person.nameEn, person.title, person.email, person.phone)) continue;
      result.matches.add(personKey(person));
      result.ordered.push(personKey(person));
      [...ancestors, dept].forEach((a) => result.reveal.add(a.id));
    }
  });
  return result;
}

export interface PersonInDept {
  person: OrgPerson;
  dept: OrgDept;
}

export function findPerson(tree: OrgDept[], key: string): PersonInDept | null {
  let found: PersonInDept | null = null;
  eachDept(tree, (dept) => {
    const person = dept.users.find((p) => personKey(p) === key);
    if (person && !found) found = { person, dept };
  });
  return found;
}
