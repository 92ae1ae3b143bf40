import '@testing-library/jest-dom';
import { act } from 'react';
import toast from 'react-hot-toast';
import { i18n } from '@/shared/i18n';
import { RESOURCES } from '@/shared/i18n/resources';
import { installFakeIntersectionObserver } from './intersection-observer';

// jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

installFakeIntersectionObserver();

// jsdom does not play media: its play() only logs an error and returns nothing, not a promise.
Object.defineProperty(HTMLMediaElement.prototype, 'play', {
  configurable: true,
  value: () => Promise.resolve(),
});
Object.defineProperty(HTMLMediaElement.prototype, 'pause', {
  configurable: true,
  value: () => undefined,
});

const originalFetch = globalThis.fetch;

afterEach(() => {
  window.localStorage.clear();
  globalThis.fetch = originalFetch;
  // Toasts live in a module-level store; one test's toasts must not satisfy the next one's query.
  act(() => toast.remove());
});

// Every language at hand, as if each had been chosen once: tests switch languages synchronously.
for (const [language, catalogues] of Object.entries(RESOURCES)) {
  for (const [ns, catalogue] of Object.entries(catalogues)) {
    i18n.addResourceBundle(language, ns, catalogue, true, true);
  }
}

// Unit tests read the English texts (the SPEC's words), whatever the machine's language.
beforeEach(() => {
  void i18n.changeLanguage('en');
});
