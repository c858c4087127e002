/** Toolbar and row operations of a list page: from the page config, else sensible defaults. */
import type { TextFn } from '../kit/text.ts';
import type { EntityMeta, Operate, PageContent } from '../kit/types.ts';

export function toolbarOperates(meta: EntityMeta, content: PageContent, text: TextFn): Operate[] {
  if (content.operates) return content.operates;
  return [
    { name: 'add', label: text('add'), type: 'open', flag: 'add', needSelect: 0, right: 'add' },
    { name: 'delete', label: text('remove'), type: 'delete', needSelect: 'n', confirm: text('confirmDelete'), right: 'delete', afterAction: 'refresh' },
    ...(meta.operates ?? []).map((o) => ({ needSelect: 'n' as const, ...o })),
  ];
}

export function rowOperates(content: PageContent, text: TextFn): Operate[] {
  if (content.rowOperates) return content.rowOperates;
  return [
    { name: 'detail', label: text('detail'), type: 'open', flag: 'detail', needSelect: 1, right: 'view' },
    { name: 'edit', label: text('edit'), type: 'open', flag: 'edit', needSelect: 1, right: 'edit' },
  ];
}

export function operateLabel(op: Operate, language: string): string {
  const i18n = (op as { 'label.i18n'?: Record<string, string> })['label.i18n'];
  return i18n?.[language] || op.label || op.name;
}

/** Operations that open a page are run by the page (workspace or own dialog), not the runner. */
export function opensPage(op: Operate): boolean {
  return op.type === 'open';
}
