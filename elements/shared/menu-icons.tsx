/**
 * Menu icons from the menu data's ICON names (FM_MODULE ICON: the Bootstrap-style names menus
 * carry: house, people, list, ...), drawn inline: a menu or a tile grid of Shoelace icons would be
 * one shadow root and one data-URL fetch per entry. An unknown or missing name draws the page (or
 * folder) icon, never nothing.
 */
const PATHS: Record<string, string> = {
  house: 'M3 11l9-8 9 8M5 10v10h14V10M10 20v-6h4v6',
  people: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2 20c0-3.5 3-5.5 7-5.5s7 2 7 5.5M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14.7c2.3.6 4 2.3 4 5.3',
  person: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  list: 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01',
  plus: 'M12 5v14M5 12h14',
  'bar-chart': 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  'pie-chart': 'M12 3v9h9A9 9 0 1 1 12 3zM15 3.5A9 9 0 0 1 20.5 9H15z',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h4',
  box: 'M3 7l9-4 9 4-9 4zM3 7v10l9 4 9-4V7M12 11v10',
  'file-pdf': 'M6 3h9l4 4v14H6zM14 3v5h5M9 14h1.5a1.5 1.5 0 0 0 0-3H9v6',
  'question-circle': 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01',
  phone: 'M7 2h10v20H7zM11 18h2',
  gear: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9L7 7M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  inbox: 'M3 13l3-9h12l3 9v7H3zM3 13h5l1 3h6l1-3h5',
  tasks: 'M9 6h11M9 12h11M9 18h11M3 6l1.5 1.5L7 5M3 12l1.5 1.5L7 11M3 18l1.5 1.5L7 17',
  diagram: 'M9 3h6v5H9zM3 16h6v5H3zM15 16h6v5h-6zM12 8v4M6 16v-4h12v4',
  cards: 'M4 4h16v6H4zM4 14h16v6H4z',
  login: 'M10 4H5v16h5M14 8l4 4-4 4M18 12H8',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  folder: 'M3 6h7l2 2h9v11H3z',
  page: 'M6 3h9l4 4v14H6zM14 3v5h5',
};

/** Names menus commonly use for the same pictures (Font Awesome, Element, Ant Design). */
const ALIASES: Record<string, string> = {
  home: 'house',
  user: 'person',
  users: 'people',
  team: 'people',
  setting: 'gear',
  settings: 'gear',
  cog: 'gear',
  help: 'question-circle',
  question: 'question-circle',
  pdf: 'file-pdf',
  file: 'page',
  document: 'page',
  'list-ul': 'list',
  menu: 'list',
  add: 'plus',
  chart: 'bar-chart',
  'line-chart': 'bar-chart',
  order: 'receipt',
  product: 'box',
  mobile: 'phone',
  apps: 'grid',
  dashboard: 'grid',
  approval: 'inbox',
  task: 'tasks',
  flow: 'diagram',
  'sign-in': 'login',
};

/** The path of a menu icon name: the name, its alias, a known name with an `icon-`/`bi-`/`el-icon-` prefix, else the fallback. */
export function menuIconPath(name: string | null | undefined, folder: boolean): string {
  const plain = String(name ?? '')
    .trim()
    .toLowerCase()
    .replace(/^(bi-|icon-|el-icon-|fa-)/, '');
  return PATHS[plain] ?? PATHS[ALIASES[plain] ?? ''] ?? PATHS[folder ? 'folder' : 'page']!;
}

export function MenuIcon({ name, folder, size = 16, className }: { name?: string | null; folder: boolean; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name || (folder ? 'folder' : 'page')}
    >
      <path d={menuIconPath(name, folder)} />
    </svg>
  );
}
