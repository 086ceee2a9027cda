import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Role queries on a big form are slow in jsdom, and CI runs the suites side by side on two cores:
// the default 1 s wait for findBy*/waitFor timed out there although the UI was right.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no layout: scrolling an element into view does nothing there.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
