import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

// Role queries on a big form are slow in jsdom, and CI runs the suites side by side on two cores:
// the default 1 s wait for findBy*/waitFor timed out there although the UI was right.
configure({ asyncUtilTimeout: 5000 });

// Test files share a worker and its modules (isolate: false in vitest.config.ts), so whatever a test leaves
// in a module-wide store is reset here: sonner keeps its toasts until they are dismissed, and a new Toaster
// shows the ones still active.
afterEach(() => {
  cleanup();
  toast.dismiss();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom has no layout: scrolling an element into view does nothing there.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// The bell's live socket (features/notifications) has no server here: a socket that never opens, so no
// test dials out or retries in the background. A test of the hub stubs its own.
class QuietWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = 0;
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  send() {}
  close() {
    this.readyState = 3;
  }
}
globalThis.WebSocket = QuietWebSocket as unknown as typeof WebSocket;
