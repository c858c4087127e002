/**
 * Core's loading mask (spec §8 "正在操作,请稍后...") over a page while one of its operations runs:
 * the text comes from core's message tables in the current language, so both languages match
 * the runner's own words.
 */
import { useStore } from '@nanostores/react';
import type { PageServices } from './services.ts';
import { SlSpinner } from './sl.ts';

export function OperationMask({ services }: { services: PageServices }) {
  const text = useStore(services.$operating);
  if (!text) return null;
  return (
    <div className="operation-mask" role="status" aria-live="polite" aria-busy="true">
      <span className="operation-mask-box">
        <SlSpinner />
        <span className="operation-mask-text">{text}</span>
      </span>
    </div>
  );
}
