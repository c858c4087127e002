/**
 * The recorder's settings (spec §5 "Audio recording", §9 "Recorder defaults"): mp3 at 16 kHz and
 * 16 kbps, the audio taken in blocks of 4,096 samples. A field config may give its own `bitRate`
 * (kbps) and `sampleRate` (Hz); each must be a positive number, else the field says which one is
 * wrong instead of recording with a setting nobody asked for.
 */

export interface RecorderSettings {
  type: 'mp3';
  /** Output sample rate in Hz. */
  sampleRate: number;
  /** Output bit rate in kbps. */
  bitRate: number;
  /** Samples per block taken from the microphone. */
  bufferSize: number;
}

export const RECORDER_DEFAULTS: Readonly<RecorderSettings> = Object.freeze({ type: 'mp3', sampleRate: 16000, bitRate: 16, bufferSize: 4096 });

/** What a field config may say about its recording. */
export interface RecorderConfig {
  bitRate?: unknown;
  sampleRate?: unknown;
}

export type RecorderSettingsProblem = 'recorder.bitRate' | 'recorder.sampleRate';

export type RecorderSettingsResult = { ok: true; settings: RecorderSettings } | { ok: false; code: RecorderSettingsProblem; value: unknown };

/** A positive finite number, from a number or numeric text (configs are often written as text). */
function positive(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

/** The settings of one recording: the defaults, overridden by the config's valid values. */
export function recorderSettings(config: RecorderConfig = {}): RecorderSettingsResult {
  const settings: RecorderSettings = { ...RECORDER_DEFAULTS };
  if (config.bitRate !== undefined && config.bitRate !== null) {
    const bitRate = positive(config.bitRate);
    if (bitRate === undefined) return { ok: false, code: 'recorder.bitRate', value: config.bitRate };
    settings.bitRate = bitRate;
  }
  if (config.sampleRate !== undefined && config.sampleRate !== null) {
    const sampleRate = positive(config.sampleRate);
    if (sampleRate === undefined) return { ok: false, code: 'recorder.sampleRate', value: config.sampleRate };
    settings.sampleRate = sampleRate;
  }
  return { ok: true, settings };
}
