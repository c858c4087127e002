/**
 * The microphone to an mp3 file, loaded on demand with the encoder (its own lazy chunk, DESIGN §6):
 * getUserMedia, a ScriptProcessor taking blocks of the configured size (4,096 by default, spec §9),
 * each block resampled to the recording rate (core/recorder) and encoded at once by lamejs, so
 * stopping only flushes the encoder's last frames.
 */
import { Mp3Encoder } from '@breezystack/lamejs';
import { createResampler } from '../../../../core/recorder/index.ts';
import type { RecorderSettings } from '../../../../core/recorder/index.ts';

export interface Recording {
  blob: Blob;
  /** Wall-clock time from the first block to stop, in milliseconds. */
  durationMs: number;
}

export interface Capture {
  /** Stops the microphone and returns the mp3. */
  stop(): Promise<Recording>;
  /** Stops the microphone and drops what was recorded. */
  cancel(): void;
}

/** An error with the DOMException name core/recorder's `microphoneProblem` reads. */
function named(name: string, message: string): Error {
  return Object.assign(new Error(message), { name });
}

function openMicrophone(): Promise<MediaStream> {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!devices?.getUserMedia) return Promise.reject(named('NotSupportedError', 'navigator.mediaDevices.getUserMedia is not available'));
  return devices.getUserMedia({ audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true } });
}

/** Copies an encoder block: lamejs hands out signed bytes from buffers it may reuse. */
function bytesOf(block: ArrayLike<number>): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(block as ArrayLike<number>, (value) => value & 0xff);
}

export async function startCapture(settings: RecorderSettings): Promise<Capture> {
  const stream = await openMicrophone();
  let context: AudioContext | undefined;
  try {
    context = new AudioContext();
    // A context made outside a gesture's task may start suspended; the record click allows it to run.
    if (context.state === 'suspended') await context.resume().catch(() => undefined);
    const encoder = new Mp3Encoder(1, settings.sampleRate, settings.bitRate);
    const resampler = createResampler(context.sampleRate, settings.sampleRate);
    const source = context.createMediaStreamSource(stream);
    const processor = context.createScriptProcessor(settings.bufferSize, 1, 1);
    const parts: Uint8Array<ArrayBuffer>[] = [];
    const started = performance.now();
    processor.onaudioprocess = (event) => {
      const mp3 = encoder.encodeBuffer(resampler.push(event.inputBuffer.getChannelData(0)));
      if (mp3.length) parts.push(bytesOf(mp3));
    };
    source.connect(processor);
    // A ScriptProcessor only runs while connected onwards; its output stays silent (nothing is written to it).
    processor.connect(context.destination);
    const opened = context;
    const release = () => {
      processor.onaudioprocess = null;
      source.disconnect();
      processor.disconnect();
      stream.getTracks().forEach((track) => track.stop());
      void opened.close().catch(() => undefined);
    };
    return {
      async stop() {
        const durationMs = performance.now() - started;
        release();
        const tail = encoder.flush();
        if (tail.length) parts.push(bytesOf(tail));
        return { blob: new Blob(parts, { type: 'audio/mpeg' }), durationMs };
      },
      cancel: release,
    };
  } catch (error) {
    stream.getTracks().forEach((track) => track.stop());
    void context?.close().catch(() => undefined);
    throw error;
  }
}
