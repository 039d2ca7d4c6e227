// Modals and notifications are mounted a moment after the first render (Overlays.tsx). Opening a
// modal is a window event that nobody hears before ModalsProvider is mounted, so callers that may
// run early wait for this.
let markReady: () => void = () => undefined;

export const overlaysReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

export const overlaysMounted = () => markReady();
