/**
 * The organisation tree of the page's instance with its loading state, and the open departments
 * and search shared by the chart, the outline and the finds.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useConcept } from '../../shared/use-concept.ts';
import { allDepts, initiallyOpen, searchOrg } from './org-data.ts';
import type { OrgDept, OrgSearch } from './org-data.ts';

export interface OrgTreeState {
  tree: OrgDept[] | null;
  error: Error | null;
  retry(): void;
}

/** The tree through core/work's `departmentTree` (checked there). */
export function useOrgTree(): OrgTreeState {
  const work = useConcept('work');
  const [tree, setTree] = useState<OrgDept[] | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setTree(null);
    setError(null);
    work.departmentTree(controller.signal).then(
      (loaded) => !controller.signal.aborted && setTree(loaded),
      (failure: Error) => !controller.signal.aborted && setError(failure),
    );
    return () => controller.abort();
  }, [work, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { tree, error, retry };
}

export interface OrgBrowse {
  open: Set<string>;
  search: OrgSearch;
  words: string;
  setWords(words: string): void;
  toggle(deptId: string): void;
  openAll(): void;
  closeAll(): void;
}

/** Open departments (the top two levels at first) and the search; a search opens what it finds. */
export function useOrgBrowse(tree: OrgDept[] | null, language: string): OrgBrowse {
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const [words, setWords] = useState('');
  const search = useMemo(() => searchOrg(tree ?? [], words, language), [tree, words, language]);
  const open = useMemo(() => chosen ?? initiallyOpen(tree ?? []), [chosen, tree]);
  // Each new search opens the departments above its matches once; the user may close them again.
  useEffect(() => {
    if (search.reveal.size) setChosen((before) => new Set([...(before ?? initiallyOpen(tree ?? [])), ...search.reveal]));
  }, [search, tree]);
  const toggle = useCallback(
    (deptId: string) => {
      setChosen((before) => {
        const next = new Set(before ?? initiallyOpen(tree ?? []));
        if (next.has(deptId)) next.delete(deptId);
        else next.add(deptId);
        return next;
      });
    },
    [tree],
  );
  return {
    open,
    search,
    words,
    setWords,
    toggle,
    openAll: () => setChosen(allDepts(tree ?? [])),
    closeAll: () => setChosen(new Set()),
  };
}
