/**
 * Why the microphone could not be opened, from the DOMException name getUserMedia rejects with,
 * so the field can say it plainly (no permission, no microphone, in use elsewhere, not possible
 * in this browser or on a page that is not secure).
 */
export type MicrophoneProblem = 'recorder.denied' | 'recorder.noMicrophone' | 'recorder.busy' | 'recorder.unsupported' | 'recorder.failed';

export function microphoneProblem(error: unknown): MicrophoneProblem {
  const name = error && typeof error === 'object' && 'name' in error ? String((error as { name: unknown }).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'recorder.denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'recorder.noMicrophone';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'recorder.busy';
    case 'NotSupportedError':
    case 'TypeError':
      return 'recorder.unsupported';
    default:
      return 'recorder.failed';
  }
}
