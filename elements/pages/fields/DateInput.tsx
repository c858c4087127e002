/**
 * Date and datetime input: a native text input to type the value, and a button that opens a
 * calendar whose weeks start on Monday (the zh-CN convention the spec asks for, kept in English
 * too for one behaviour). The calendar exists only while open, in the top layer (a manual
 * popover), so a form of many dates carries one input and one button per date.
 */
import { useCallback, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent, RefObject } from 'react';
import dayjs from 'dayjs';
import { asString } from './field-types.ts';
import type { FieldInputProps } from './field-types.ts';
import { fieldWords } from './field-words.ts';
import { controlProps, labelled } from './NativeInputs.tsx';
import { usePopover } from './popover.ts';
import { NativeDateInput } from './NativeDateInput.tsx';
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { useConcepts } from '../../shared/concepts.ts';
import type { ScreenSize } from '../../../core/platform/index.ts';

/** The 6×7 days shown for a month, Monday first. */
export function monthGrid(month: dayjs.Dayjs): dayjs.Dayjs[] {
  const first = month.startOf('month');
  const lead = (first.day() + 6) % 7;
  const start = first.subtract(lead, 'day');
  return Array.from({ length: 42 }, (_, i) => start.add(i, 'day'));
}

/** Without a workspace (never written): the large screen class. */
const NO_WORKSPACE: ReadableAtom<ScreenSize> = atom<ScreenSize>('large');

/**
 * The screen class, read without starting the store: a form draws dozens of dates in one pass,
 * and reading an unwatched store mounts and schedules its unmount once per read. The value it
 * holds until watched is the one measured when it was made; watching measures again, and a
 * change draws again.
 */
function useScreenSize(): ScreenSize {
  const store = useConcepts().workspace?.$screenSize ?? NO_WORKSPACE;
  return useSyncExternalStore(store.listen, () => store.value as ScreenSize);
}

/** The calendar input, or on the mobile screen class the phone's own picker (NativeDateInput). */
export function DateInput(props: FieldInputProps) {
  const screen = useScreenSize();
  return screen === 'mobile' ? <NativeDateInput {...props} /> : <CalendarDateInput {...props} />;
}

function CalendarDateInput(props: FieldInputProps) {
  const id = useId();
  const { field, value, onChange, language } = props;
  const withTime = field.dataType === 'datetime';
  const pattern = withTime ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD';
  const current = asString(value) ? dayjs(asString(value)) : null;
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);
  const anchor = useRef<HTMLDivElement>(null);
  const shown = typed ?? (current?.isValid() ? current.format(pattern) : asString(value));
  const words = fieldWords(language);

  const commit = (d: dayjs.Dayjs) => onChange(d.format(withTime ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD'));
  // Typed text counts once the person leaves the field or presses Enter, as a Shoelace input's change.
  const commitTyped = () => {
    if (typed === null) return;
    const parsed = dayjs(typed);
    if (!typed.trim()) onChange('');
    else if (parsed.isValid()) commit(parsed);
    setTyped(null);
  };
  // Stable, so the calendar's document listeners are set once per opening.
  // Focus goes back to the button that opened the calendar, not to the page.
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) anchor.current?.querySelector<HTMLElement>('.field-date-button')?.focus();
  }, []);
  const onKeyDown = (e: ReactKeyboardEvent) => {
    if (e.key === 'Enter') commitTyped();
    else if (e.key === 'ArrowDown' && e.altKey) setOpen(true);
  };

  return labelled(
    props,
    id,
    <div className="field-date" ref={anchor}>
      <input
        {...controlProps(props, id)}
        type="text"
        value={shown}
        placeholder={field.placeholder ?? pattern}
        autoComplete="off"
        onChange={(e) => setTyped(e.target.value)}
        onBlur={commitTyped}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className="field-date-button"
        part="field-calendar-button"
        aria-label={`${words('chooseDate')} · ${field.label}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={props.disabled}
        onClick={() => setOpen(!open)}
      />
      {open && (
        <Calendar
          anchor={anchor}
          label={field.label}
          language={language}
          withTime={withTime}
          current={current?.isValid() ? current : null}
          onClose={close}
          onPick={(d, finished) => {
            setTyped(null);
            commit(d);
            if (finished) close(true);
          }}
        />
      )}
    </div>,
  );
}

interface CalendarProps {
  anchor: RefObject<HTMLDivElement | null>;
  label: string;
  language: string;
  withTime: boolean;
  current: dayjs.Dayjs | null;
  /** Closes the calendar; `refocus` puts the focus back on its button. */
  onClose: (refocus: boolean) => void;
  /** A day (and time) picked; `finished` when the calendar has done its job. */
  onPick: (value: dayjs.Dayjs, finished: boolean) => void;
}

function Calendar({ anchor, label, language, withTime, current, onClose, onPick }: CalendarProps) {
  const panel = useRef<HTMLDivElement>(null);
  const [month, setMonth] = useState(() => (current ?? dayjs()).startOf('month'));
  usePopover(panel, anchor, onClose);
  const words = fieldWords(language);
  const title = month.format(words('monthTitle'));
  const pickDay = (day: dayjs.Dayjs) => {
    const base = current ?? dayjs().startOf('hour');
    onPick(withTime ? day.hour(base.hour()).minute(base.minute()).second(0) : day, !withTime);
  };

  return (
    <div ref={panel} popover="manual" className="calendar" part="field-calendar" role="dialog" aria-label={label}>
      <div className="calendar-head">
        <button type="button" aria-label={words('previousMonth')} onClick={() => setMonth(month.subtract(1, 'month'))}>
          ‹
        </button>
        <span aria-live="polite">{title}</span>
        <button type="button" aria-label={words('nextMonth')} onClick={() => setMonth(month.add(1, 'month'))}>
          ›
        </button>
      </div>
      <div className="calendar-grid" role="grid">
        {words('weekdays')
          .split(',')
          .map((d) => (
            <span key={d} role="columnheader" className="weekday">
              {d}
            </span>
          ))}
        {monthGrid(month).map((day) => {
          const isCurrent = !!current && day.isSame(current, 'day');
          return (
            <button
              key={day.valueOf()}
              type="button"
              role="gridcell"
              aria-selected={isCurrent ? 'true' : 'false'}
              className={`day${day.month() !== month.month() ? ' other' : ''}${isCurrent ? ' current' : ''}${day.isSame(dayjs(), 'day') ? ' today' : ''}`}
              onClick={() => pickDay(day)}
            >
              {day.date()}
            </button>
          );
        })}
      </div>
      {withTime && (
        <input
          type="time"
          className="field-input small"
          aria-label={`${label} ${words('time')}`}
          value={current ? current.format('HH:mm') : ''}
          onChange={(e) => {
            const [h, m] = e.target.value.split(':').map(Number);
            onPick(
              (current ?? dayjs().startOf('day'))
                .hour(h ?? 0)
                .minute(m ?? 0)
                .second(0),
              false,
            );
          }}
        />
      )}
    </div>
  );
}
