// The service worker (src/serviceWorker/serviceWorker.js, built to /sw.js) and its updates. A new
// build's worker installs in the background and waits; this store says when one is waiting, and
// taking it asks the worker to take over, then reloads the page once it has. The open page never
// changes under the player's feet.
import { useSyncExternalStore } from 'react';

type Listener = () => void;

let waiting: ServiceWorker | null = null;
const listeners = new Set<Listener>();

function setWaiting(worker: ServiceWorker | null): void {
  waiting = worker;
  for (const listener of listeners) listener();
}

/** Registers /sw.js once the page has loaded (production builds only; the dev server has none). */
export function registerServiceWorker(container = navigator.serviceWorker): void {
  if (!container) return;
  const register = () => {
    container.register('/sw.js').then(watchForUpdates, () => {
      // No worker (a private window, storage refused): the app works online as before.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  // A worker already waiting from an earlier visit, or one installed while this page is open.
  // Without a controller this is the first install: it takes the page over by itself.
  const offer = () => {
    if (registration.waiting && navigator.serviceWorker.controller)
      setWaiting(registration.waiting);
  };
  offer();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer();
    });
  });
}

/** Lets the waiting worker take over, then reloads into the new build. */
export function takeNewVersion(): void {
  const worker = waiting;
  if (!worker) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  worker.postMessage({ type: 'questlog:take-over' });
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a new version is installed and waiting for the player's word. */
export function useNewVersionWaiting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting !== null,
    () => false,
  );
}

/** For tests: a worker waiting, or none. */
export function setWaitingWorkerForTest(worker: ServiceWorker | null): void {
  setWaiting(worker);
}
