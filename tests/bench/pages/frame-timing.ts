/** When a change is on screen: the timing both sides of the form benchmark are measured with. */

/** Resolves after the current frame has been drawn: one animation frame, then a task after its rendering. */
export function afterNextFrame(): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    });
  });
}

/**
 * Resolves with the time the first frame in which `done()` holds has been drawn. `done` is checked
 * once per frame, before the frame renders (checking on every DOM change would add the probe's
 * own work to what is measured).
 */
export function drawn(done: () => boolean): Promise<number> {
  return new Promise((resolve) => {
    const check = () => {
      if (!done()) {
        requestAnimationFrame(check);
        return;
      }
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(check);
  });
}
