/**
 * The icon of a launcher tile, from the menu entry's ICON name, as the side menu draws it
 * (elements/shared/menu-icons: an unknown name draws the page or folder icon, never nothing).
 */
import { MenuIcon } from '../../shared/menu-icons.tsx';

export function EntryIcon({ name, folder }: { name?: string | null; folder: boolean }) {
  return <MenuIcon className="launcher-icon" name={name} folder={folder} size={28} />;
}
