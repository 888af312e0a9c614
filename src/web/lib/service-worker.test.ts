import { afterEach, expect, it, vi } from 'vitest';

/** The browser around the module: its window events and a service worker container. */
function stubBrowser(registerAnswers: Array<'ok' | 'offline'>) {
  const handlers = new Map<string, Array<() => void>>();
  vi.stubGlobal('window', {
    addEventListener: (type: string, handler: () => void) =>
      handlers.set(type, [...(handlers.get(type) ?? []), handler]),
  });
  const register = vi.fn(() =>
    registerAnswers.shift() === 'offline'
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve({}),
  );
  vi.stubGlobal('navigator', { serviceWorker: { register } });
  const fire = async (type: string) => {
    for (const handler of handlers.get(type) ?? []) handler();
    await Promise.resolve();
  };
  return { register, fire };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

it('registers the worker once the page has loaded, and again when the signal comes back', async () => {
  vi.stubEnv('PROD', true);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { register, fire } = stubBrowser(['offline', 'ok']);
  vi.resetModules();
  const { registerServiceWorker } = await import('./service-worker');
  registerServiceWorker();
  expect(register).not.toHaveBeenCalled();

  await fire('load');
  expect(register).toHaveBeenCalledTimes(1);
  expect(console.warn).toHaveBeenCalledWith(
    'Offline support is unavailable in this browser',
    expect.any(TypeError),
  );

  await fire('online');
  expect(register).toHaveBeenCalledTimes(2);
  expect(register).toHaveBeenLastCalledWith('/sw.js');
});

it('leaves development builds to Vite', async () => {
  vi.stubEnv('PROD', false);
  const { register, fire } = stubBrowser([]);
  vi.resetModules();
  const { registerServiceWorker } = await import('./service-worker');
  registerServiceWorker();
  await fire('load');
  await fire('online');
  expect(register).not.toHaveBeenCalled();
});
