/**
 * From the microphone's samples to what the mp3 encoder takes: the audio context runs at the
 * device's rate (44.1 or 48 kHz), the recording is 16 kHz mono 16-bit, taken in blocks of 4,096.
 */

export interface Resampler {
  /** Converts one block of float samples (-1..1) at the input rate to 16-bit samples at the output rate. */
  push(block: Float32Array): Int16Array;
}

function toInt16(sample: number): number {
  const clamped = sample > 1 ? 1 : sample < -1 ? -1 : Number.isNaN(sample) ? 0 : sample;
  return clamped < 0 ? Math.round(clamped * 0x8000) : Math.round(clamped * 0x7fff);
}

/** Float samples to 16-bit ones, clamped to the range. */
export function floatTo16Bit(block: Float32Array): Int16Array {
  const out = new Int16Array(block.length);
  for (let i = 0; i < block.length; i += 1) out[i] = toInt16(block[i]!);
  return out;
}

/**
 * From `inputRate` to `outputRate`. Going down, each output sample averages the input samples it
 * stands for, which keeps the higher frequencies from folding back (aliasing); going up, it
 * interpolates linearly. The position carries over from block to block, so the output never drifts.
 */
export function createResampler(inputRate: number, outputRate: number): Resampler {
  if (!(inputRate > 0) || !(outputRate > 0)) throw new RangeError(`sample rates must be positive (${inputRate} → ${outputRate})`);
  const step = inputRate / outputRate;
  if (step === 1) return { push: floatTo16Bit };
  // Position of the next output sample, in input samples from the start of the next block.
  let position = 0;
  return {
    push(block) {
      const out = new Int16Array(Math.max(0, Math.ceil((block.length - position) / step)));
      let written = 0;
      while (position < block.length) {
        const left = Math.floor(position);
        let value: number;
        if (step > 1) {
          const last = Math.min(block.length - 1, Math.ceil(position + step) - 1);
          let sum = 0;
          for (let i = left; i <= last; i += 1) sum += block[i]!;
          value = sum / (last - left + 1);
        } else {
          const right = block[Math.min(left + 1, block.length - 1)]!;
          value = block[left]! + (right - block[left]!) * (position - left);
        }
        out[written++] = toInt16(value);
        position += step;
      }
      position -= block.length;
      return written === out.length ? out : out.slice(0, written);
    },
  };
}
