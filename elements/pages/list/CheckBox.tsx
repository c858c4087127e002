/**
 * The selection box of a list row and of the list head: a native checkbox styled with the theme's
 * tokens (LIST_CSS), not a Shoelace checkbox, because a scroll mounts a few rows every frame and
 * each Shoelace box brings a shadow root, styles and a render of its own (docs/elements.md).
 * It keeps its label (aria-label), the mixed state, and stays out of the tab order: the grid's
 * keyboard selects (Space, Ctrl+A).
 */
import { useLayoutEffect, useRef } from 'react';

interface CheckBoxProps {
  checked: boolean;
  /** The head's "some rows selected" state (aria-checked="mixed"). */
  indeterminate?: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}

export function CheckBox({ checked, indeterminate = false, label, onChange }: CheckBoxProps) {
  const box = useRef<HTMLInputElement>(null);
  // `indeterminate` is a property only; no attribute sets it.
  useLayoutEffect(() => {
    if (box.current) box.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="row-check"
      checked={checked}
      aria-label={label}
      tabIndex={-1}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  );
}
