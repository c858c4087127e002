import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import type { Tab } from '../../core/index.ts';
import { useConcepts } from '../shared/concepts.ts';
import { useT } from '../shared/labels.ts';
import { PageView } from './page-view.tsx';
import { useOverlaysInAddress, useTabsInAddress } from './tab-address.ts';
import { panelId, tabId } from './tab-bar.tsx';

function TabPanel({ tab }: { tab: Tab }) {
  const { workspace, shell } = useConcepts();
  // A tab shows its deepest child page (spec §4: child pages and a second level).
  const child = tab.children[tab.children.length - 1];
  const page = child?.children[child.children.length - 1] ?? child ?? tab;
  const onClose = useCallback(() => (child ? workspace.back() : workspace.closeTab(tab.key)), [workspace, child, tab.key]);
  const onDirtyChange = useCallback((dirty: boolean) => shell.setTabDirty(tab.key, dirty), [shell, tab.key]);
  return (
    <section role="tabpanel" id={panelId(tab.key)} aria-labelledby={tabId(tab.key)} className="tab-panel" hidden={!tab.active} data-tab-panel={tab.key}>
      {/* Keyed by time too: a tab replaced under the same key (spec §2) mounts its new page afresh. */}
      <PageView key={`${page.key}@${page.time}`} page={page} tabKey={tab.key} onClose={onClose} onDirtyChange={onDirtyChange} />
    </section>
  );
}

/**
 * Every open tab stays mounted (keep-alive): an inactive tab is only hidden, so its list
 * position, filters and unsaved input are there when the user comes back.
 */
export function TabPanels() {
  const { workspace } = useConcepts();
  const tabs = useStore(workspace.$tabs);
  // The active tab lives in the address; a menuId or a shared record there opens its page (spec §2).
  useTabsInAddress();
  // And the popup or drawer open over it, so that a reload reopens it.
  useOverlaysInAddress();
  const t = useT();
  if (tabs.length === 0) return <div className="page-message muted">{t('emptyWorkspace')}</div>;
  return (
    <div className="tab-panels">
      {tabs.map((tab) => (
        <TabPanel key={tab.key} tab={tab} />
      ))}
    </div>
  );
}
