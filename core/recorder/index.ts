/**
 * The audio recorder's rules (spec §5 "Audio recording", §9 "Recorder defaults"), free of the
 * browser's media APIs: settings and their validation, the size a finished recording must have,
 * resampling to the recording's rate, and what a microphone failure means. The elements' voice
 * note field (elements/pages/fields/audio) drives the microphone and the encoder with these.
 */
export { RECORDER_DEFAULTS, recorderSettings } from './settings.ts';
export type { RecorderConfig, RecorderSettings, RecorderSettingsProblem, RecorderSettingsResult } from './settings.ts';
export { MIN_RECORDING_BYTES, checkRecording, minimumRecordingBytes, recordingClock } from './result.ts';
export type { RecordingCheck } from './result.ts';
export { createResampler, floatTo16Bit } from './pcm.ts';
export type { Resampler } from './pcm.ts';
export { microphoneProblem } from './microphone.ts';
export type { MicrophoneProblem } from './microphone.ts';
