import { assert, equal, match } from '../../support/assert.ts';
import { press, saveScreenshot } from '../../support/commands.ts';
import { sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { $, countCalls, createCustomer, freshPlatform, mountElement, uniqueName } from '../pages/page-helpers.ts';
import type { TestPlatform } from '../pages/page-helpers.ts';

/**
 * The voice note field (CUSTOMER.VOICE_NOTE, drawn with dataType `audio`) against a fake
 * microphone: an oscillator played into a MediaStreamDestination stands in for getUserMedia.
 * Buttons are pressed with real keys, which is also the user activation the audio needs.
 */

type MediaDevicesLike = { getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream> };
const devices = navigator.mediaDevices as unknown as MediaDevicesLike;
const realGetUserMedia = devices.getUserMedia;
const RealAudioContext = window.AudioContext;
let tone: AudioContext | undefined;

/** getUserMedia answers with a 440 Hz tone. */
function fakeMicrophone(): void {
  devices.getUserMedia = async () => {
    tone = new RealAudioContext();
    await tone.resume();
    const oscillator = tone.createOscillator();
    oscillator.frequency.value = 440;
    const destination = tone.createMediaStreamDestination();
    oscillator.connect(destination);
    oscillator.start();
    return destination.stream;
  };
}

function refuseMicrophone(name: string): void {
  devices.getUserMedia = () => Promise.reject(new DOMException('refused in the test', name));
}

const field = (root: ShadowRoot) => $(root, '.form [data-field="VOICE_NOTE"] .voice-note')!;
const button = (root: ShadowRoot, action: string) => $(root, `.form [data-field="VOICE_NOTE"] [data-action="${action}"]`);

/** Focuses a button of the field and presses Enter on it, as a keyboard user does. */
async function pressButton(root: ShadowRoot, action: string): Promise<void> {
  const target = await waitFor(() => button(root, action), `the ${action} button`, 10000);
  target.focus();
  await press('Enter');
}

async function editForm(platform: TestPlatform) {
  const id = await createCustomer(platform, { NAME: uniqueName('Voice note') });
  const mounted = await mountElement(`<entity-form entity="CUSTOMER" page-id="page-customer-edit" state="edit" record-id="${id}"></entity-form>`);
  await waitFor(() => button(mounted.root, 'record'), 'the voice note field', 10000);
  return { id, ...mounted };
}

async function blobOf(audio: HTMLAudioElement): Promise<Uint8Array> {
  return new Uint8Array(await (await fetch(audio.src)).arrayBuffer());
}

describe('voice note field (spec §5 "Audio recording")', () => {
  afterEach(() => {
    unmountAll();
    devices.getUserMedia = realGetUserMedia;
    window.AudioContext = RealAudioContext;
    void tone?.close();
    tone = undefined;
  });

  it('records about a second of mp3, plays it back, uploads it on save and the form keeps its id', async function (this: MochaContext) {
    this.timeout(40000);
    const platform = await freshPlatform();
    fakeMicrophone();
    const { id, root } = await editForm(platform);
    const group = field(root);
    equal(group.getAttribute('role'), 'group');
    equal(group.getAttribute('aria-label'), '语音备注');
    await pressButton(root, 'record');
    await waitFor(() => group.dataset.phase === 'recording', 'recording', 10000);
    match($(group, '[role="status"]')!.textContent, /正在录音/);
    assert($(group, '[role="timer"]'), 'the running clock');
    await sleep(1200);
    await pressButton(root, 'stop');
    const preview = await waitFor(() => $(group, 'audio[data-preview]') as HTMLAudioElement | null, 'the take to listen to', 10000);
    assert(preview.controls, 'the take has playback controls');
    assert(preview.src.startsWith('blob:'), `played from the recorded blob (${preview.src})`);
    match($(group, '[role="status"]')!.textContent, /录音完成，时长 0:01/);
    const bytes = await blobOf(preview);
    const id3 = bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33;
    // MPEG-2 layer III (16 kHz): the frame sync 0xFFF and the version and layer bits, 0xFF 0xF3.
    assert(id3 || (bytes[0] === 0xff && bytes[1] === 0xf3), `an mp3 (first bytes ${Array.from(bytes.slice(0, 4), (b) => b.toString(16)).join(' ')})`);
    // 16 kbps is 2,000 bytes a second.
    assert(bytes.length >= 1500 && bytes.length <= 6000, `a plausible size for about a second at 16 kbps (${bytes.length} bytes)`);
    await saveScreenshot('voice-note-take');

    const uploads = await countCalls('FM_FILE', 'upload');
    await pressButton(root, 'save');
    const saved = await waitFor(() => $(group, 'audio[data-file]') as HTMLAudioElement | null, 'the saved voice note', 10000);
    equal(await countCalls('FM_FILE', 'upload'), uploads + 1, 'one upload through FM_FILE');
    const fileId = saved.dataset.file!;
    assert(!$(group, 'audio[data-preview]'), 'the take is gone once saved');
    match($(group, '[role="status"]')!.textContent, /录音已上传/);

    $(root, '.save-button')!.click();
    await waitFor(
      async () => {
        const reply = await platform.http.request<{ bean?: { data?: Record<string, unknown> } }>({
          entity: 'CUSTOMER',
          action: 'get',
          params: { id },
          silent: true,
        });
        return reply.bean?.data?.VOICE_NOTE === fileId;
      },
      'the record keeps the voice note',
      10000,
    ).catch(async () => {
      throw new Error('the saved record does not hold the voice note');
    });
    const stored = await platform.http.request<{ bean?: { data?: { TYPE?: string } } }>({
      entity: 'FM_FILE',
      action: 'get',
      params: { id: fileId },
      silent: true,
    });
    equal(stored.bean?.data?.TYPE, 'audio/mpeg', 'the server stores it as mp3');
  });

  it('rejects a take that holds next to no sound for its time (smaller than max(50 bytes, duration / 5))', async function (this: MochaContext) {
    this.timeout(30000);
    const platform = await freshPlatform();
    fakeMicrophone();
    // An audio graph that never runs: the clock goes on, no sample arrives.
    window.AudioContext = class Stalled extends RealAudioContext {
      constructor(options?: AudioContextOptions) {
        super(options);
        void this.suspend();
      }
      override resume(): Promise<void> {
        return Promise.resolve();
      }
    };
    const { root } = await editForm(platform);
    const uploads = await countCalls('FM_FILE', 'upload');
    await pressButton(root, 'record');
    await waitFor(() => field(root).dataset.phase === 'recording', 'recording', 10000);
    await sleep(1500);
    await pressButton(root, 'stop');
    const alert = await waitFor(() => $(field(root), '[role="alert"]'), 'the message', 10000);
    match(alert.textContent, /录音太短或没有录到声音（\d+ 字节，至少需要 3\d\d 字节），请重新录音。/);
    assert(!$(field(root), 'audio[data-preview]'), 'nothing to play or save');
    equal(await countCalls('FM_FILE', 'upload'), uploads, 'nothing uploaded');
  });

  it('says when the microphone is refused or missing, and records again after', async function (this: MochaContext) {
    this.timeout(30000);
    const platform = await freshPlatform();
    refuseMicrophone('NotAllowedError');
    const { root } = await editForm(platform);
    await pressButton(root, 'record');
    match((await waitFor(() => $(field(root), '[role="alert"]'), 'the refusal')).textContent, /无法使用麦克风：未获得录音权限/);
    equal(field(root).dataset.phase, 'idle');
    refuseMicrophone('NotFoundError');
    await pressButton(root, 'record');
    await waitFor(() => /未找到麦克风/.test($(field(root), '[role="alert"]')?.textContent ?? ''), 'no microphone');
    fakeMicrophone();
    await pressButton(root, 'record');
    await waitFor(() => field(root).dataset.phase === 'recording', 'recording after all', 10000);
    assert(!$(field(root), '[role="alert"]'), 'the old message is gone');
    await pressButton(root, 'stop');
    await waitFor(() => $(field(root), 'audio[data-preview]'), 'a take');
    await pressButton(root, 'discard');
    await waitFor(() => !$(field(root), 'audio[data-preview]') && field(root).dataset.phase === 'idle', 'the take discarded');
  });
});
