/**
 * The steps of one voice note: open the microphone, record, stop, listen, then save it (upload
 * through FM_FILE, the field's value becomes the file id) or discard it. Each step tells a screen
 * reader what happened through `announcement`; a failure becomes `problem`, a sentence to show.
 */
import { useEffect, useRef, useState } from 'react';
import { checkRecording, microphoneProblem, recordingClock } from '../../../../core/recorder/index.ts';
import type { RecorderSettings } from '../../../../core/recorder/index.ts';
import type { PageServices } from '../../kit/services.ts';
import { uploadFile } from '../FileInput.tsx';
import type { AudioTextFn } from './audio-text.ts';
import type { Capture } from './capture.ts';

export type VoiceNotePhase = 'idle' | 'starting' | 'recording' | 'finishing' | 'recorded' | 'uploading';

export interface Take {
  blob: Blob;
  url: string;
  durationMs: number;
}

/** How often the time of a running recording is read out (every second would drown the reader). */
const ANNOUNCE_EVERY_MS = 10_000;

function fileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `voice-note-${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}.mp3`;
}

function reason(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

export function useVoiceNote(settings: RecorderSettings | undefined, services: PageServices, t: AudioTextFn, onSaved: (id: string) => void) {
  const [phase, setPhase] = useState<VoiceNotePhase>('idle');
  const [take, setTake] = useState<Take | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [elapsed, setElapsed] = useState(0);
  const capture = useRef<Capture | null>(null);
  const since = useRef(0);

  // The running clock; the reader hears it every ten seconds.
  useEffect(() => {
    if (phase !== 'recording') return undefined;
    const timer = setInterval(() => {
      const ms = performance.now() - since.current;
      setElapsed(ms);
      if (Math.floor(ms / ANNOUNCE_EVERY_MS) > Math.floor((ms - 1000) / ANNOUNCE_EVERY_MS)) setAnnouncement(t('recordingAt', recordingClock(ms)));
    }, 1000);
    return () => clearInterval(timer);
  }, [phase, t]);

  // Leaving the page stops the microphone and frees the recording's address.
  useEffect(() => () => capture.current?.cancel(), []);
  useEffect(() => (take ? () => URL.revokeObjectURL(take.url) : undefined), [take]);

  async function record() {
    if (!settings || phase === 'starting' || phase === 'recording') return;
    setProblem(null);
    setTake(null);
    setPhase('starting');
    setAnnouncement(t('starting'));
    try {
      const { startCapture } = await import('./capture.ts');
      capture.current = await startCapture(settings);
      since.current = performance.now();
      setElapsed(0);
      setPhase('recording');
      setAnnouncement(t('recording'));
    } catch (error) {
      const code = microphoneProblem(error);
      setProblem(t(code, reason(error)));
      setAnnouncement('');
      setPhase('idle');
    }
  }

  async function stop() {
    const running = capture.current;
    if (!running || phase !== 'recording') return;
    capture.current = null;
    setPhase('finishing');
    setAnnouncement(t('finishing'));
    try {
      const { blob, durationMs } = await running.stop();
      const check = checkRecording(blob.size, durationMs);
      if (!check.ok) {
        setProblem(t('recorder.tooShort', check.bytes, Math.ceil(check.minimum)));
        setAnnouncement('');
        setPhase('idle');
        return;
      }
      setTake({ blob, url: URL.createObjectURL(blob), durationMs });
      setPhase('recorded');
      setAnnouncement(t('recorded', recordingClock(durationMs)));
    } catch (error) {
      setProblem(t('recorder.failed', reason(error)));
      setPhase('idle');
    }
  }

  function discard() {
    capture.current?.cancel();
    capture.current = null;
    setTake(null);
    setProblem(null);
    setPhase('idle');
    setAnnouncement('');
  }

  async function save() {
    if (!take || phase !== 'recorded') return;
    setPhase('uploading');
    setAnnouncement(t('uploading'));
    try {
      const id = await uploadFile(services, new File([take.blob], fileName(), { type: 'audio/mpeg' }));
      onSaved(id);
      setTake(null);
      setPhase('idle');
      setAnnouncement(t('uploaded'));
    } catch (error) {
      setProblem(t('uploadFailed', reason(error)));
      setPhase('recorded');
      setAnnouncement('');
    }
  }

  return { phase, take, problem, announcement, elapsed, record, stop, discard, save };
}
