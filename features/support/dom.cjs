/*
 * Scenarios that show a screen render the console's real React components, so the process has a
 * document as a browser would. cucumber.json's `require` loads this before any step file, so Chakra,
 * Emotion and React DOM find the document when they first load.
 */
/* global require */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- cucumber's `require` option loads CommonJS only
const { JSDOM } = require('jsdom');

const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
  url: 'http://console.test/',
  pretendToBeVisual: true,
});
const { window } = dom;

// What Node already has (timers, URL, fetch, AbortController...) stays Node's, so the HTTP adapters'
// scenarios run on Node's fetch as before. The rest comes from the document's window, its own properties
// and those of Window and EventTarget (addEventListener, dispatchEvent...), and so do the event classes:
// the window accepts only its own events.
const EVENTS = new Set(['Event', 'EventTarget', 'CustomEvent']);
for (let source = window; source && source !== Object.prototype; source = Object.getPrototypeOf(source)) {
  for (const key of Object.getOwnPropertyNames(source)) {
    if ((key in globalThis && !EVENTS.has(key)) || key === 'constructor') continue;
    const value = window[key];
    Object.defineProperty(globalThis, key, {
      configurable: true,
      writable: true,
      value: typeof value === 'function' && !/^[A-Z]/.test(key) ? value.bind(window) : value,
    });
  }
}
globalThis.window = window;
globalThis.document = window.document;

/* What jsdom lacks and Chakra (Ark/Zag) reaches for, as in tests/setup/ui.ts. */
window.matchMedia = (media) => ({
  matches: false,
  media,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
});
globalThis.matchMedia = window.matchMedia;
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver = window.ResizeObserver = NoopObserver;
globalThis.IntersectionObserver = window.IntersectionObserver = NoopObserver;
// jsdom has no CSS object; react-data-grid finds its measuring cells with CSS.escape.
globalThis.CSS = window.CSS = { escape: (value) => String(value).replace(/[^\w-]/g, (c) => `\\${c}`), supports: () => false };
window.Element.prototype.scrollTo = function scrollTo() {};
window.Element.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = () => undefined;
window.Element.prototype.hasPointerCapture = () => false;
window.Element.prototype.releasePointerCapture = () => undefined;
