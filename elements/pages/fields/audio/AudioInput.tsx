/**
 * The voice note field (data type `audio`): record with the microphone, listen to the take, then
 * save it as a file (its id is the field's value) or discard it. Every step is a named button
 * reachable by keyboard; state changes are read out politely, problems as alerts. A config with a
 * bitRate or sampleRate that is not a positive number says so instead of recording.
 */
import { useMemo } from 'react';
import { recorderSettings, recordingClock } from '../../../../core/recorder/index.ts';
import type { PageServices } from '../../kit/services.ts';
import { SlSpinner } from '../../kit/sl.ts';
import type { FieldInputProps } from '../field-types.ts';
import { asString } from '../field-types.ts';
import { audioText } from './audio-text.ts';
import type { AudioTextFn } from './audio-text.ts';
import { useVoiceNote } from './use-voice-note.ts';

/** A saved voice note, played from the server (detail pages and the field itself). */
export function AudioView({ services, id, language }: { services: PageServices; id: string; language: string }) {
  const t = audioText(language);
  if (!id) return <span className="muted">{t('noVoiceNote')}</span>;
  return <audio className="voice-note-player" controls preload="none" src={services.fileUrl(id)} aria-label={t('saved')} data-file={id} />;
}

function settingsOf(field: FieldInputProps['field'], t: AudioTextFn) {
  const result = recorderSettings(field.recorder);
  return result.ok ? { settings: result.settings, invalid: null } : { settings: undefined, invalid: t(result.code, String(result.value)) };
}

export function AudioInput(props: FieldInputProps) {
  const { field, value, onChange, services, language } = props;
  const t = useMemo(() => audioText(language), [language]);
  const { settings, invalid } = useMemo(() => settingsOf(field, t), [field, t]);
  const note = useVoiceNote(settings, services, t, (id) => onChange(id));
  const id = asString(value);
  const busy = note.phase === 'starting' || note.phase === 'finishing' || note.phase === 'uploading';
  const recording = note.phase === 'recording';
  const canRecord = !props.disabled && !!settings && (note.phase === 'idle' || note.phase === 'recorded');
  const message = invalid ?? note.problem;
  return (
    <div className="voice-note" role="group" aria-label={field.label} aria-describedby={props.errorId} data-phase={note.phase}>
      {!props.hideLabel && (
        <span className="field-label" part="field-label" data-required={field.required ? '' : undefined}>
          {field.label}
        </span>
      )}
      {note.take ? (
        <audio className="voice-note-player" controls src={note.take.url} aria-label={t('preview')} data-preview="" />
      ) : (
        id && <AudioView services={services} id={id} language={language} />
      )}
      <div className="voice-note-row">
        {recording ? (
          <button type="button" className="field-button small danger" data-action="stop" onClick={() => void note.stop()}>
            {t('stop')}
          </button>
        ) : (
          <button type="button" className="field-button small" data-action="record" disabled={!canRecord} onClick={() => void note.record()}>
            {note.phase === 'starting' ? <SlSpinner /> : null} {id || note.take ? t('recordAgain') : t('record')}
          </button>
        )}
        {recording && (
          <span className="voice-note-clock" role="timer" aria-label={t('recording')}>
            {recordingClock(note.elapsed)}
          </span>
        )}
        {note.take && (
          <>
            <button
              type="button"
              className="field-button small primary"
              data-action="save"
              disabled={note.phase === 'uploading'}
              onClick={() => void note.save()}
            >
              {note.phase === 'uploading' ? <SlSpinner /> : null} {note.phase === 'uploading' ? t('uploading') : t('keep')}
            </button>
            <button type="button" className="field-button small text" data-action="discard" disabled={note.phase === 'uploading'} onClick={note.discard}>
              {t('discard')}
            </button>
          </>
        )}
        {id && !note.take && !recording && !busy && !props.disabled && (
          <button type="button" className="field-button small text" data-action="remove" onClick={() => onChange('')}>
            {t('remove')}
          </button>
        )}
      </div>
      {note.phase === 'recorded' && <div className="voice-note-hint">{t('unsavedHint')}</div>}
      {message && (
        <div className="voice-note-problem" role="alert">
          {message}
        </div>
      )}
      <div className="sr-only" role="status" aria-live="polite">
        {note.announcement}
      </div>
    </div>
  );
}
