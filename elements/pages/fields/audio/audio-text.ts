/**
 * Words of the voice note field in both languages ([zh-CN, en-US] in core's `defineWords`, `%s`
 * filled in order), and the sentence for each problem core/recorder names.
 */
import { defineWords } from '../../../../core/i18n/index.ts';
import type { WordLookup } from '../../../../core/i18n/index.ts';
import type { MicrophoneProblem, RecorderSettingsProblem } from '../../../../core/recorder/index.ts';

const AUDIO_TEXTS = defineWords('voiceNote', {
  record: ['录音', 'Record'],
  recordAgain: ['重新录音', 'Record again'],
  stop: ['停止录音', 'Stop recording'],
  discard: ['放弃录音', 'Discard the recording'],
  keep: ['保存录音', 'Save the recording'],
  remove: ['删除语音', 'Remove the voice note'],
  preview: ['录音试听', 'Listen to the recording'],
  saved: ['已保存的语音', 'Saved voice note'],
  starting: ['正在打开麦克风…', 'Opening the microphone…'],
  recording: ['正在录音', 'Recording'],
  recordingAt: ['正在录音，已录 %s', 'Recording, %s so far'],
  finishing: ['正在生成录音…', 'Finishing the recording…'],
  recorded: ['录音完成，时长 %s。请试听后保存或放弃。', 'Recorded %s. Listen to it, then save or discard it.'],
  uploading: ['正在上传录音…', 'Uploading the recording…'],
  uploaded: ['录音已上传，保存表单后生效。', 'The recording is uploaded; it is kept when the form is saved.'],
  unsavedHint: ['录音尚未保存，请点击“保存录音”。', 'The recording is not saved yet: choose "Save the recording".'],
  noVoiceNote: ['无语音', 'No voice note'],
  'recorder.tooShort': [
    '录音太短或没有录到声音（%s 字节，至少需要 %s 字节），请重新录音。',
    'The recording is too short or silent (%s bytes, at least %s needed). Please record again.',
  ],
  'recorder.denied': [
    '无法使用麦克风：未获得录音权限。请在浏览器设置中允许此页面使用麦克风后重试。',
    'The microphone cannot be used: permission was denied. Allow this page to use the microphone in the browser settings, then try again.',
  ],
  'recorder.noMicrophone': ['未找到麦克风，请连接麦克风后重试。', 'No microphone was found. Connect one and try again.'],
  'recorder.busy': ['麦克风正被其他程序使用，请关闭后重试。', 'The microphone is in use by another program. Close it and try again.'],
  'recorder.unsupported': [
    '此浏览器不支持录音（需要 HTTPS 安全连接和麦克风）。',
    'This browser cannot record here (a secure HTTPS page and a microphone are needed).',
  ],
  'recorder.failed': ['录音失败：%s', 'Recording failed: %s'],
  'recorder.bitRate': ['录音设置有误：码率（bitRate）必须是正数，当前为“%s”。', 'Recording settings are wrong: bitRate must be a positive number, not "%s".'],
  'recorder.sampleRate': [
    '录音设置有误：采样率（sampleRate）必须是正数，当前为“%s”。',
    'Recording settings are wrong: sampleRate must be a positive number, not "%s".',
  ],
  uploadFailed: ['录音上传失败：%s', 'Uploading the recording failed: %s'],
});

export type AudioTextKey = Parameters<ReturnType<typeof AUDIO_TEXTS>>[0];
export type AudioProblem = MicrophoneProblem | RecorderSettingsProblem | 'recorder.tooShort' | 'uploadFailed';
export type AudioTextFn = WordLookup<AudioTextKey>;

/** Texts in the UI language (core's word tables: English or the default Chinese, spec §9). */
export function audioText(language: string): AudioTextFn {
  return AUDIO_TEXTS(language);
}
