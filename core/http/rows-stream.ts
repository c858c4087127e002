/**
 * A large list reply read as it arrives (spec §7 `find` with a big page): the rows of the
 * envelope's `data.entitys` are parsed in small batches while the bytes come in, so a list shows
 * its first rows long before the last byte and the parse of 35 MB never holds the main thread in
 * one long task. The reply is judged exactly as a whole one: the parts around the rows are parsed
 * at the end and the complete body goes through the envelope rules of call.ts; rows are reported
 * early only when the envelope's `code` (sent before `data`) already says the call succeeded.
 */
import { isEnvelope } from './envelope.ts';

const QUOTE = 34; // "
const BACKSLASH = 92;
const COMMA = 44;
const COLON = 58;
const OPEN_OBJECT = 123; // {
const CLOSE_OBJECT = 125;
const OPEN_ARRAY = 91; // [
const CLOSE_ARRAY = 93;

/** Rows per parsed batch: a few milliseconds of JSON.parse, never a long task. */
export const ROWS_BATCH = 500;

/** What a streamed reply gave: the whole body as `JSON.parse` would, or the text it could not read. */
export type StreamedBody = { kind: 'parsed'; body: unknown } | { kind: 'unreadable'; preview: string };

/**
 * Splits a JSON text, given in pieces, into the rows of `data.entitys` and the rest (the
 * skeleton). The scan only tracks strings and brackets; the rows themselves are parsed by the
 * engine's JSON.parse, a batch at a time. A malformed text makes `finish` report it unreadable
 * (as a whole-body JSON.parse failure would), whatever was reported before.
 */
export class RowsParser {
  /** The text not yet consumed: from the earliest position still needed. */
  private text = '';
  /** Scan position in `text`. */
  private at = 0;
  /** Containers open at the scan position: true for an object. */
  private readonly objects: boolean[] = [];
  /** The last key read in each open object, by depth. */
  private readonly keys: string[] = [];
  private expectKey = false;
  /** Inside the rows array: where the batch being collected starts (-1 outside it). */
  private batchStart = -1;
  private batchCount = 0;
  /** The rows array's last separator was a comma: an element must follow. */
  private batchEndsAtComma = false;
  /** Where the skeleton's next part starts in `text`. */
  private skeletonFrom = 0;
  private readonly skeleton: string[] = [];
  private readonly rows: unknown[] = [];
  private broken = false;
  /** The envelope's head (everything before the rows), once the rows start. */
  head: unknown = undefined;
  private preview = '';

  /** Takes the next piece of text; returns the rows completed by it (parsed), if any. */
  push(piece: string): unknown[] {
    if (this.preview.length < 200) this.preview += piece.slice(0, 200 - this.preview.length);
    if (this.broken) return [];
    this.text += piece;
    const found: unknown[] = [];
    try {
      this.scan(found);
    } catch {
      this.broken = true;
      return [];
    }
    this.compact();
    return found;
  }

  /** The whole body once the text has ended, or its first characters when it is not JSON. */
  finish(): StreamedBody {
    if (!this.broken && this.objects.length === 0 && this.batchStart < 0) {
      try {
        const body = JSON.parse(this.skeleton.join('') + this.text.slice(this.skeletonFrom)) as { data?: { entitys?: unknown } } | null;
        // The rows array stood empty in the skeleton; it is the rows read.
        if (this.head !== undefined && Array.isArray(body?.data?.entitys)) body.data.entitys = this.rows;
        return { kind: 'parsed', body };
      } catch {
        // Falls through: the same outcome as a reply whose JSON.parse fails.
      }
    }
    return { kind: 'unreadable', preview: this.preview };
  }

  /** Every row read so far (the array the parsed body's `data.entitys` will be). */
  get parsedRows(): readonly unknown[] {
    return this.rows;
  }

  private scan(found: unknown[]): void {
    const text = this.text;
    const end = text.length;
    let at = this.at;
    while (at < end) {
      const c = text.charCodeAt(at);
      if (c === QUOTE) {
        // A string: find its closing quote (one not escaped); wait for more text when it is cut.
        let close = text.indexOf('"', at + 1);
        while (close !== -1 && escaped(text, close)) close = text.indexOf('"', close + 1);
        if (close === -1) break;
        if (this.expectKey && this.batchStart < 0) {
          const raw = text.slice(at + 1, close);
          this.keys[this.objects.length - 1] = raw.includes('\\') ? (JSON.parse(text.slice(at, close + 1)) as string) : raw;
          this.expectKey = false;
        }
        at = close + 1;
        continue;
      }
      if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
        this.objects.push(c === OPEN_OBJECT);
        this.expectKey = c === OPEN_OBJECT;
        if (c === OPEN_ARRAY && this.batchStart < 0 && this.atRows()) this.startRows(at);
      } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
        const depth = this.objects.length;
        if (depth === 0 || this.objects[depth - 1] !== (c === CLOSE_OBJECT)) throw new SyntaxError('unbalanced');
        if (this.batchStart >= 0 && this.objects.length === 3) this.endRows(at, found);
        this.objects.pop();
        this.expectKey = false;
      } else if (c === COMMA) {
        const depth = this.objects.length;
        this.expectKey = depth > 0 && this.objects[depth - 1]!;
        if (this.batchStart >= 0 && depth === 3) {
          this.batchCount += 1;
          this.batchEndsAtComma = true;
          if (this.batchCount >= ROWS_BATCH) {
            this.parseBatch(at, found);
            this.batchStart = at + 1;
          }
        }
      } else if (c === COLON) {
        this.expectKey = false;
      }
      at += 1;
    }
    this.at = at;
  }

  /** An array that opens as `data.entitys` of the top object. */
  private atRows(): boolean {
    const o = this.objects;
    return o.length === 3 && o[0] === true && o[1] === true && this.keys[0] === 'data' && this.keys[1] === 'entitys';
  }

  private startRows(at: number): void {
    this.skeleton.push(this.text.slice(this.skeletonFrom, at + 1));
    this.skeletonFrom = at + 1;
    this.batchStart = at + 1;
    this.batchCount = 0;
    this.batchEndsAtComma = false;
    // The envelope as far as the rows: its code says whether rows may be shown before the end.
    try {
      this.head = JSON.parse(`${this.skeleton.join('')}]}}`);
    } catch {
      this.head = null;
    }
  }

  private endRows(at: number, found: unknown[]): void {
    this.parseBatch(at, found);
    this.batchStart = -1;
    this.skeletonFrom = at;
  }

  private parseBatch(end: number, found: unknown[]): void {
    const part = this.text.slice(this.batchStart, end);
    if (part.trim() === '') {
      // `[]` has no rows; `[1,]` (a comma with nothing after it) is not JSON.
      if (this.batchEndsAtComma) throw new SyntaxError('empty element');
      return;
    }
    const batch = JSON.parse(`[${part}]`) as unknown[];
    for (const row of batch) {
      this.rows.push(row);
      found.push(row);
    }
    this.batchCount = 0;
  }

  /** Drops the text no longer needed, so a 35 MB reply is never held twice. */
  private compact(): void {
    let cut: number;
    if (this.batchStart >= 0) {
      cut = this.batchStart;
      this.batchStart = 0;
    } else {
      // Outside the rows the text read is skeleton: it moves there.
      this.skeleton.push(this.text.slice(this.skeletonFrom, this.at));
      cut = this.at;
    }
    this.skeletonFrom = 0;
    if (cut === 0) return;
    this.text = this.text.slice(cut);
    this.at -= cut;
  }
}

/** A quote is escaped when an odd number of backslashes stands before it. */
function escaped(text: string, quote: number): boolean {
  let count = 0;
  for (let i = quote - 1; i >= 0 && text.charCodeAt(i) === BACKSLASH; i--) count += 1;
  return count % 2 === 1;
}

/** Whether an envelope head allows its rows to be shown before the end: code "0" (or 0). */
function headSucceeded(head: unknown): boolean {
  return isEnvelope(head) && String(head.code) === '0';
}

/** Bytes a read asks for when the stream lets it choose (a byte stream: fetch bodies in Chromium). */
const READ_BYTES = 256 * 1024;

/**
 * Reads a body a bounded part at a time where the stream allows it: a body that is all there
 * (a reply answered at once) is otherwise handed over as one chunk of its whole size, and
 * copying that comes before the first row.
 */
function chunkReader(body: ReadableStream<Uint8Array>): { read(): Promise<ReadableStreamReadResult<Uint8Array>>; releaseLock(): void } {
  let byob: ReadableStreamBYOBReader | undefined;
  try {
    byob = body.getReader({ mode: 'byob' });
  } catch {
    return body.getReader();
  }
  const reader = byob;
  let buffer = new ArrayBuffer(READ_BYTES);
  return {
    async read() {
      const result = await reader.read(new Uint8Array(buffer, 0, READ_BYTES));
      if (result.value) buffer = result.value.buffer as ArrayBuffer;
      return result as ReadableStreamReadResult<Uint8Array>;
    },
    releaseLock: () => reader.releaseLock(),
  };
}

/** Gives the main thread back: painting and input come in between two batches. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Work done between two yields (ms): well under a frame. */
const SLICE_MS = 6;
/** Characters scanned per step: about a millisecond of work. */
const PIECE = 64 * 1024;
/** Bytes decoded at a time. */
const DECODE_BYTES = 256 * 1024;
/** Text gathered before a scan step. */
const MIN_PIECE = 16 * 1024;
/** The least time between two reports of rows to the list (ms): a render each, not one per batch. */
const REPORT_MS = 100;

export interface ReadRowsOptions {
  /** Rows read so far (a new array each time), reported while the reply comes in. */
  onRows(rows: unknown[]): void;
  /** Clock for the work slices (performance.now where there is one). */
  now?: () => number;
}

/**
 * Reads a reply body to its end: reports the rows as they are parsed (first batch at once,
 * then at most every REPORT_MS) and resolves with the whole body. A read that fails rejects
 * with that failure (the caller knows whether it was cancelled or timed out).
 */
export async function readRowsStream(body: ReadableStream<Uint8Array>, options: ReadRowsOptions): Promise<StreamedBody> {
  const now = options.now ?? (() => (typeof performance !== 'undefined' ? performance.now() : Date.now()));
  const parser = new RowsParser();
  const decoder = new TextDecoder();
  const reader = chunkReader(body);
  let sliceStart = now();
  let reported = 0;
  let lastReport = Number.NEGATIVE_INFINITY;
  const report = (force: boolean) => {
    const count = parser.parsedRows.length;
    if (count === reported || !headSucceeded(parser.head)) return;
    if (!force && reported > 0 && now() - lastReport < REPORT_MS) return;
    // The first rows are drawn before anything more is read.
    if (reported === 0) sliceStart = Number.NEGATIVE_INFINITY;
    reported = count;
    lastReport = now();
    options.onRows(parser.parsedRows.slice());
  };
  const take = async (text: string) => {
    for (let from = 0; from < text.length; from += PIECE) {
      parser.push(text.slice(from, from + PIECE));
      report(false);
      if (now() - sliceStart > SLICE_MS) {
        await yieldToMain();
        sliceStart = now();
      }
    }
  };
  // Network chunks can be tiny: each push costs a copy of the unparsed batch, so small ones wait.
  // They can also be the whole reply at once (a body that was all there): decoded a part at a time.
  let pending = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (let from = 0; from < value.length; from += DECODE_BYTES) {
        pending += decoder.decode(value.subarray(from, from + DECODE_BYTES), { stream: true });
        if (pending.length < MIN_PIECE) continue;
        const text = pending;
        pending = '';
        await take(text);
      }
    }
    await take(pending + decoder.decode());
  } finally {
    reader.releaseLock();
  }
  return parser.finish();
}
