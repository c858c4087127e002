/**
 * Shared steps of the designer's browser tests: FM_CONFIG calls through the shell (at the Config
 * route, which sends the role SYSTEM), opening a config in the designer, putting the seeded
 * version back after a test, and reading the designer's version and draft.
 */
import { waitFor } from '../../support/dom.ts';
import { $, selectValue } from '../pages/page-helpers.ts';
import { q } from '../app-shell/shell-helpers.ts';
import type { ShellUnderTest } from '../app-shell/shell-helpers.ts';

export type Mode = 'page' | 'menu' | 'report';
export interface Current {
  version: number;
  content: Record<string, unknown>;
}

export const pathOf = (mode: Mode, id: string): string => `/config/${mode}/demo/crm/${id}`;

/** FM_CONFIG through the shell's platform while it is at the Config route. */
export function configCall<T>(shell: ShellUnderTest, action: string, input: Record<string, unknown>): Promise<T> {
  const post = action === 'save' || action === 'restore';
  return shell.platform.http.request<T>({
    entity: 'FM_CONFIG',
    action,
    method: post ? 'POST' : 'GET',
    ...(post ? { data: input } : { params: input }),
    silent: true,
  });
}

/** Opens a config in the designer; `ready` is what shows once its panel has drawn. */
export async function openConfig(shell: ShellUnderTest, mode: Mode, id: string, ready: string): Promise<HTMLElement> {
  await shell.core.router.navigate(pathOf(mode, id));
  // The title names the config: a designer of another config that is still there does not count.
  const mine = () => q(shell.root, `[data-designer="${mode}"]`)?.querySelector('#designer-title')?.textContent?.endsWith(id);
  return waitFor(
    () => mine() && q(shell.root, `[data-designer="${mode}"] ${ready}`) && q(shell.root, `[data-designer="${mode}"]`),
    `the ${mode} designer of ${id}`,
    20000,
  );
}

/** Puts version 1 (the seeded config) back as the newest version, unless it already is. */
export async function restoreSeeded(shell: ShellUnderTest, mode: Mode, id: string): Promise<void> {
  if (shell.platform.state.$route.get()?.name !== 'Config') await shell.core.router.navigate(pathOf(mode, id));
  await waitFor(() => shell.platform.state.$route.get()?.name === 'Config', 'the Config route');
  const current = await configCall<Current>(shell, 'get', { mode, id });
  const seeded = await configCall<Current>(shell, 'version', { mode, id, version: 1 });
  if (JSON.stringify(current.content) === JSON.stringify(seeded.content)) return;
  await configCall(shell, 'restore', { mode, id, version: 1, baseVersion: current.version });
}

/** The version the designer is at (its head). */
export const versionOf = (designer: HTMLElement): number => Number($(designer, '.designer-head [data-version]')?.getAttribute('data-version'));

export async function clickSave(designer: HTMLElement): Promise<void> {
  const button = $<HTMLButtonElement>(designer, '[data-save]')!;
  await waitFor(() => !button.disabled, 'the save button enabled');
  button.click();
}

/** The designer's draft of a config, as core/drafts holds it. */
export function draftOf(shell: ShellUnderTest, mode: Mode, id: string): { content: Record<string, unknown>; baseVersion: number; text?: string } | null {
  const key = shell.platform.drafts.keyFor({ pageId: `config-${mode}`, recordId: id });
  const draft = key ? shell.platform.drafts.load(key) : null;
  return draft ? (draft.values as unknown as { content: Record<string, unknown>; baseVersion: number; text?: string }) : null;
}

/** Leaves a draft for the designer as an earlier visit would have (the designer reads it on opening). */
export async function leaveDraft(
  shell: ShellUnderTest,
  mode: Mode,
  id: string,
  values: { content: Record<string, unknown>; baseVersion: number },
): Promise<void> {
  // The drafts are a page concept: they are there once the page concepts are in.
  await shell.platform.loadPageConcepts();
  const key = shell.platform.drafts.keyFor({ pageId: `config-${mode}`, recordId: id });
  if (!key) throw new Error('no draft key: nobody is signed in');
  shell.platform.drafts.save(key, { values: values as unknown as Record<string, unknown> });
}

/**
 * Leaves a draft of `id` (its current content, changed by `change`) while the designer shows
 * another config, `via` (the Config route is where FM_CONFIG answers); opening `id` then reads it.
 */
export async function leaveDraftVia(
  shell: ShellUnderTest,
  mode: Mode,
  via: { id: string; ready: string },
  id: string,
  change: (content: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  await openConfig(shell, mode, via.id, via.ready);
  const current = await configCall<Current>(shell, 'get', { mode, id });
  await leaveDraft(shell, mode, id, { content: change(current.content), baseVersion: current.version });
}

/** Adds an attribute to a field list of the page designer's panel. */
export async function addField(designer: HTMLElement, section: string, kind: string, attribute: string): Promise<void> {
  $<HTMLElement>(designer, `[data-section="${section}"]`)!.click();
  const pick = await waitFor(() => $<HTMLSelectElement>(designer, `[data-pick="${kind}"]`), `the ${kind} pick`);
  selectValue(pick, attribute);
  $<HTMLButtonElement>(designer, `[data-add="${kind}"]`)!.click();
  await waitFor(() => $(designer, `[data-field-list="${kind}"] [data-item="${attribute}"]`), `${attribute} among the ${section}`);
}

/** Switches the designer between its panel and its text view. */
export async function showView(designer: HTMLElement, view: 'panel' | 'text'): Promise<void> {
  $<HTMLElement>(designer, `[data-view="${view}"]`)!.click();
  await waitFor(() => $(designer, `[data-view="${view}"]`)?.getAttribute('aria-selected') === 'true', `the ${view} view`);
}

export const textArea = (designer: HTMLElement): Promise<HTMLTextAreaElement> =>
  waitFor(() => $<HTMLTextAreaElement>(designer, 'textarea.config-text'), 'the text view');
