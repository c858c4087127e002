/**
 * The open popup and drawer in the address (docs/core-architecture.md "Addresses"), beside the
 * tab (router/tab-address.ts): the top popup's page travels as `popup=<kind>&popupPage=…&popupId=…`,
 * the drawer's as `drawer=<kind>&drawerPage=…&drawerId=…`, so a reload reopens them over their
 * tab. Opening one is a history entry, so the browser's Back closes it (the router runs the
 * workspace's back, which closes the top popup, then the address is already where Back went);
 * closing one takes it out of the address. Loaded with the workspace's layout, not in core's
 * first chunk.
 */
import type { ReadableAtom } from 'nanostores';
import type { RouteState } from '../state/index.ts';
import type { Overlay, OverlayInput, Workspace } from '../workspace/index.ts';
import { routeDef } from './routes.ts';

type Query = Record<string, string>;
type Layer = 'popup' | 'drawer';

/** How long a Back asked for may hold new entries before the address is written regardless. */
const BACK_WAIT_MS = 1000;

/** The page fields an overlay travels with, by their query suffix (the kind under the layer's own name). */
const FIELDS = { Page: 'pageId', Entity: 'entity', Id: 'recordId', Module: 'moduleId', Title: 'title' } as const;

const layerKeys = (layer: Layer): string[] => [layer, ...Object.keys(FIELDS).map((suffix) => layer + suffix)];

/** Every query key the popup and the drawer use. */
export const OVERLAY_QUERY_KEYS: readonly string[] = [...layerKeys('popup'), ...layerKeys('drawer')];

/** The query naming an overlay's page under its layer (`popup`, `popupPage`, `popupId`, …). */
export function overlayQuery(layer: Layer, overlay: Overlay | null | undefined): Query {
  if (!overlay) return {};
  const query: Query = { [layer]: overlay.kind };
  for (const [suffix, field] of Object.entries(FIELDS)) if (overlay[field]) query[layer + suffix] = overlay[field];
  return query;
}

/** The page an address names under a layer, or null when it names none. */
export function overlayFromQuery(layer: Layer, query: Readonly<Query> | undefined): OverlayInput | null {
  const kind = query?.[layer];
  if (!kind) return null;
  const input: OverlayInput = { kind, tabKey: query.tab };
  for (const [suffix, field] of Object.entries(FIELDS)) if (query[layer + suffix]) input[field] = query[layer + suffix];
  return input;
}

function sameQuery(a: Query, b: Query, keys: readonly string[] = OVERLAY_QUERY_KEYS): boolean {
  return keys.every((key) => a[key] === b[key]);
}

export interface OverlayAddressDeps {
  $route: ReadableAtom<RouteState | null>;
  workspace: Pick<Workspace, '$popups' | '$drawer' | 'openPopup' | 'closePopup' | 'openDrawer' | 'closeDrawer'>;
  /** router.showQuery: a new query on the current route, without the guard. */
  showQuery(query: Query, options?: { replace?: boolean }): void;
  /** The address now, and the browser's Back (env.location). */
  href(): string;
  back(): void;
  /** Called when the browser moves in its history (env.location.subscribe); returns stop. */
  onAddressChange(listener: () => void): () => void;
  /** Whether a user is signed in (state.$user). */
  signedIn(): boolean;
}

/** Only the routes that show the workspace (those with a role) carry its overlays. */
function showsWorkspace(route: RouteState | null): route is RouteState {
  return !!route && !!routeDef(route.name)?.role;
}

/**
 * Keeps the address and the open popup and drawer together while the workspace shows; returns
 * stop. The address speaks first: a popup or drawer it names is opened over its tab.
 */
export function followOverlaysInAddress(deps: OverlayAddressDeps): () => void {
  const { workspace } = deps;
  const top = (): Overlay | undefined => workspace.$popups.get()[workspace.$popups.get().length - 1];
  const wanted = (): Query => ({ ...overlayQuery('drawer', workspace.$drawer.get()), ...overlayQuery('popup', top()) });
  // The entries this follower pushed for the overlays it saw open: closing one goes back over its
  // entry, so the history keeps no second copy of the address without it.
  const pushed: string[] = [];
  // Popups open when the address last took them: a stack that shrank closed its top, and the
  // popup shown under it is no new one (its entry is the one Back goes to).
  let popupsWritten = workspace.$popups.get().length;
  let following = false;
  // A Back this follower asked for that the browser has not made yet: what opens meanwhile joins
  // the address once it lands, or that late Back would leave the new entry and close what opened.
  let backPending: ReturnType<typeof setTimeout> | undefined;
  const backLanded = (): void => {
    if (backPending === undefined) return;
    clearTimeout(backPending);
    backPending = undefined;
    write();
  };

  /** Puts the open overlays in the address; `arrival`: in place (those open before it followed them). */
  function write(arrival = false): void {
    const route = deps.$route.get();
    if (following || backPending !== undefined || !showsWorkspace(route)) return;
    const next = wanted();
    const popups = workspace.$popups.get().length;
    const popupClosed = popups < popupsWritten;
    popupsWritten = popups;
    if (sameQuery(route.query, next)) return;
    const rest = Object.fromEntries(Object.entries(route.query).filter(([key]) => !OVERLAY_QUERY_KEYS.includes(key)));
    // A popup or drawer the address does not name yet opened: a new entry, which Back leaves.
    const opened = (['popup', 'drawer'] as const).find(
      (layer) => next[layer] && !sameQuery(route.query, next, layerKeys(layer)) && !(layer === 'popup' && popupClosed),
    );
    if (opened && !arrival) {
      deps.showQuery({ ...rest, ...next });
      pushed.push(deps.href());
      return;
    }
    const goBack = pushed.pop() === deps.href();
    if (!goBack) pushed.length = 0;
    deps.showQuery({ ...rest, ...next }, { replace: true });
    if (!goBack) return;
    // In this task still (a click right after must not meet a late Back), unless another overlay
    // opened meanwhile (a popup in place of the last one) or the session ended: toLogin closes the
    // popups and, one await later, drops the user; going Back then would take the browser into
    // the page it is leaving. Two microtasks on, that await has run.
    const at = deps.href();
    queueMicrotask(() =>
      queueMicrotask(() => {
        if (deps.href() !== at || !deps.signedIn()) return;
        // A browser that never moves (no entry to go back to in a host's frame) does not hold the address for long.
        backPending = setTimeout(backLanded, BACK_WAIT_MS);
        deps.back();
      }),
    );
  }

  /**
   * Opens what the address names that is not open, closes what it no longer names; on arrival
   * only opens (a popup opened before, a form the drafts reopened, stays and joins the address).
   */
  function follow(route: RouteState | null, arrival = false): void {
    if (!showsWorkspace(route)) return;
    const shown = wanted();
    following = true;
    if (!sameQuery(route.query, shown, layerKeys('drawer'))) {
      const drawer = overlayFromQuery('drawer', route.query);
      if (drawer) workspace.openDrawer(drawer);
      else if (!arrival) workspace.closeDrawer();
    }
    if (!sameQuery(route.query, shown, layerKeys('popup'))) {
      const popup = overlayFromQuery('popup', route.query);
      if (popup) workspace.openPopup(popup);
      else if (!arrival) workspace.closePopup();
    }
    following = false;
    popupsWritten = workspace.$popups.get().length;
  }

  follow(deps.$route.get(), true);
  write(true);
  const stops = [
    // After the router's own listener (subscribed when it started), which leaves an address it already shows alone.
    deps.onAddressChange(() => queueMicrotask(backLanded)),
    () => clearTimeout(backPending),
    deps.$route.listen((route) => follow(route)),
    workspace.$popups.listen(() => write()),
    workspace.$drawer.listen(() => write()),
  ];
  return () => stops.forEach((stop) => stop());
}
