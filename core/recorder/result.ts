/**
 * Whether a finished recording is kept (spec §5): one smaller than max(50 bytes, duration / 5)
 * — the duration in milliseconds — holds next to no sound for the time it ran (a microphone that
 * delivered nothing, a stalled audio graph, a click on stop at once) and is rejected. At 16 kbps
 * a second of sound is about 2,000 bytes, so the rule only catches recordings that failed.
 */

export const MIN_RECORDING_BYTES = 50;

/** The smallest size a recording that ran `durationMs` may have. */
export function minimumRecordingBytes(durationMs: number): number {
  const duration = Number.isFinite(durationMs) && durationMs > 0 ? durationMs : 0;
  return Math.max(MIN_RECORDING_BYTES, duration / 5);
}

export type RecordingCheck = { ok: true } | { ok: false; code: 'recorder.tooShort'; bytes: number; minimum: number };

export function checkRecording(bytes: number, durationMs: number): RecordingCheck {
  const minimum = minimumRecordingBytes(durationMs);
  return bytes < minimum ? { ok: false, code: 'recorder.tooShort', bytes, minimum } : { ok: true };
}

/** Minutes and seconds of a recording, as a person reads a timer (`1:05`). */
export function recordingClock(durationMs: number): string {
  const seconds = Math.max(0, Math.floor((Number.isFinite(durationMs) ? durationMs : 0) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
