import { describe, expect, it } from 'vitest';
import {
  checkRecording,
  createResampler,
  floatTo16Bit,
  microphoneProblem,
  minimumRecordingBytes,
  MIN_RECORDING_BYTES,
  RECORDER_DEFAULTS,
  recorderSettings,
  recordingClock,
} from '../../../core/recorder/index.ts';

describe('recorder settings (spec §5, §9)', () => {
  it('defaults to mp3 at 16 kHz, 16 kbps, blocks of 4,096', () => {
    expect(RECORDER_DEFAULTS).toEqual({ type: 'mp3', sampleRate: 16000, bitRate: 16, bufferSize: 4096 });
    expect(recorderSettings()).toEqual({ ok: true, settings: RECORDER_DEFAULTS });
    expect(recorderSettings({ bitRate: null, sampleRate: undefined })).toEqual({ ok: true, settings: RECORDER_DEFAULTS });
  });

  it('takes positive numbers, also written as text', () => {
    expect(recorderSettings({ bitRate: 32, sampleRate: '22050' })).toEqual({ ok: true, settings: { ...RECORDER_DEFAULTS, bitRate: 32, sampleRate: 22050 } });
  });

  it.each([0, -16, 'fast', '', Number.NaN, Number.POSITIVE_INFINITY, true, {}])('refuses bitRate %s', (bitRate) => {
    expect(recorderSettings({ bitRate })).toEqual({ ok: false, code: 'recorder.bitRate', value: bitRate });
  });

  it.each([0, -16000, 'high', ' ', Number.NaN, [16000]])('refuses sampleRate %s', (sampleRate) => {
    expect(recorderSettings({ sampleRate })).toEqual({ ok: false, code: 'recorder.sampleRate', value: sampleRate });
  });
});

describe('the size a finished recording must have: max(50 bytes, duration / 5)', () => {
  it('is 50 bytes up to 250 ms, then a fifth of the milliseconds', () => {
    expect(MIN_RECORDING_BYTES).toBe(50);
    expect(minimumRecordingBytes(0)).toBe(50);
    expect(minimumRecordingBytes(250)).toBe(50);
    expect(minimumRecordingBytes(1000)).toBe(200);
    expect(minimumRecordingBytes(60_000)).toBe(12_000);
    expect(minimumRecordingBytes(-5)).toBe(50);
    expect(minimumRecordingBytes(Number.NaN)).toBe(50);
  });

  it('rejects a smaller result and keeps one at or above the minimum', () => {
    expect(checkRecording(49, 100)).toEqual({ ok: false, code: 'recorder.tooShort', bytes: 49, minimum: 50 });
    expect(checkRecording(50, 100)).toEqual({ ok: true });
    expect(checkRecording(199, 1000)).toEqual({ ok: false, code: 'recorder.tooShort', bytes: 199, minimum: 200 });
    expect(checkRecording(2000, 1000)).toEqual({ ok: true });
  });

  it('shows the time as minutes and seconds', () => {
    expect(recordingClock(0)).toBe('0:00');
    expect(recordingClock(5_999)).toBe('0:05');
    expect(recordingClock(65_000)).toBe('1:05');
    expect(recordingClock(Number.NaN)).toBe('0:00');
  });
});

describe('samples to the recording rate', () => {
  it('converts floats to 16-bit, clamped', () => {
    expect(Array.from(floatTo16Bit(Float32Array.from([0, 1, -1, 2, -2, 0.5, Number.NaN])))).toEqual([0, 32767, -32768, 32767, -32768, 16384, 0]);
  });

  it('gives a third of the samples from 48 kHz to 16 kHz, averaging each three', () => {
    const resampler = createResampler(48000, 16000);
    const out = resampler.push(Float32Array.from([0.3, 0.3, 0.3, -0.6, -0.6, -0.6]));
    expect(Array.from(out)).toEqual([Math.round(0.3 * 32767), Math.round(-0.6 * 32768)]);
  });

  it('does not drift across 4,096-sample blocks (44.1 kHz: one second in, 16,000 samples out)', () => {
    const resampler = createResampler(44100, 16000);
    let total = 0;
    const block = new Float32Array(4096).fill(0.25);
    let fed = 0;
    while (fed + 4096 <= 44100 * 10) {
      const out = resampler.push(block);
      total += out.length;
      expect(out.every((sample) => sample === Math.round(0.25 * 32767))).toBe(true);
      fed += 4096;
    }
    expect(Math.abs(total - Math.round((fed * 16000) / 44100))).toBeLessThanOrEqual(1);
  });

  it('keeps the rate when it is already right, interpolates going up, refuses non-positive rates', () => {
    expect(createResampler(16000, 16000).push(Float32Array.from([0.5])).length).toBe(1);
    expect(Array.from(createResampler(8000, 16000).push(Float32Array.from([0, 0.5])))).toEqual([0, Math.round(0.25 * 32767), 16384, 16384]);
    expect(() => createResampler(0, 16000)).toThrow(RangeError);
  });
});

describe('what a microphone failure means', () => {
  const named = (name: string) => Object.assign(new Error(name), { name });
  it.each([
    ['NotAllowedError', 'recorder.denied'],
    ['SecurityError', 'recorder.denied'],
    ['NotFoundError', 'recorder.noMicrophone'],
    ['OverconstrainedError', 'recorder.noMicrophone'],
    ['NotReadableError', 'recorder.busy'],
    ['TypeError', 'recorder.unsupported'],
    ['Whatever', 'recorder.failed'],
  ])('%s → %s', (name, code) => expect(microphoneProblem(named(name))).toBe(code));
  it('reads anything thrown', () => expect(microphoneProblem('boom')).toBe('recorder.failed'));
});
