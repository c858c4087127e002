/** The failure of a page's own script or handlers, shown on that page only (DESIGN §4). */
import { SlAlert } from './sl.ts';
import type { TextFn } from './text.ts';

export function ScriptError({ error, text }: { error: string | null; text: TextFn }) {
  if (!error) return null;
  return (
    <SlAlert open variant="danger" className="notice script-error">
      {text('scriptError', error)}
    </SlAlert>
  );
}
