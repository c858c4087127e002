/**
 * External web links (spec §1: opened in a new window). Menus and operations open them through
 * here, so both refuse the same addresses with the same message: only http and https open; a
 * `javascript:` or `data:` address (or anything else) is refused and said so, never followed.
 * The message is registered when this module loads (with the page concepts), not in core's first chunk.
 */
import { registerMessages, translate } from '../i18n/messages.ts';
import type { MessageKey } from '../i18n/messages.ts';
import type { PlatformContext } from '../instance/context.ts';
import { resolvePlaceholders } from '../rules/index.ts';
import { sourcesOf } from './calls.ts';
import type { ActionInput, ActionResult, ActionsDeps, Operate, Row } from './types.ts';

const REFUSED = 'link.refused' as MessageKey;

registerMessages({
  [REFUSED]: ['只能在新窗口打开 http 或 https 网址，已拒绝：%s', 'Only http and https addresses open in a new window; refused: %s'],
});

export interface WebLinkDeps {
  /** router.openExternal: opens a web address in a new window (noopener); false when it is not one. */
  openExternal(url: string): boolean;
  notify(message: string): unknown;
  language(): string | null | undefined;
}

/** A long address is cut in the message: the point is which kind of address it was. */
function shown(url: string): string {
  const trimmed = url.trim();
  return trimmed.length > 80 ? `${trimmed.slice(0, 77)}...` : trimmed;
}

/** Opens a web address in a new window, or shows why it was refused; true when it opened. */
export function openWebLink(url: unknown, deps: WebLinkDeps): boolean {
  const address = typeof url === 'string' ? url : '';
  if (address && deps.openExternal(address)) return true;
  deps.notify(translate(deps.language(), REFUSED, shown(address)));
  return false;
}

/**
 * An `open` operation with a `url` (placeholders resolved from the rows, page, query and tab)
 * opens that web address in a new window instead of a page; checks and confirm have run before.
 */
export function openOperateLink(operate: Operate, input: ActionInput, rows: readonly Row[], deps: ActionsDeps, context: PlatformContext): ActionResult {
  const sources = sourcesOf(input, rows);
  const url = deps.resolve ? deps.resolve(operate.url, sources) : resolvePlaceholders(operate.url, sources);
  let message: string | undefined;
  const opened = openWebLink(url, {
    openExternal: (address) => deps.openExternal?.(address) ?? false,
    notify: (text) => context.notifier.notify({ kind: 'error', message: (message = text) }),
    language: () => context.state.$language.get(),
  });
  return opened ? { status: 'done', done: true } : { status: 'blocked', done: false, message };
}

export const LINK_REFUSED_KEY = REFUSED;
