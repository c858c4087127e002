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
 * Resolves with the time the first frame in which `done()` holds has been drawn; `done` is checked
 * on every DOM change under `root`.
 */
export function drawn(root: Node, done: () => boolean): Promise<number> {
  if (done()) return afterNextFrame();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      void afterNextFrame().then(resolve);
    });
    observer.observe(root, { childList: true, subtree: true, attributes: true });
  });
}
