import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import { loadedLater } from './loaded-later';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

it('draws its placeholder until the code has arrived, and the component with the first render after', async () => {
  const load = vi.fn(() => Promise.resolve(Greeting));
  const Later = loadedLater(load, <p>Loading</p>);
  expect(renderToString(<Later name="Sam" />)).toBe('<p>Loading</p>');

  await Later.preload();
  expect(renderToString(<Later name="Sam" />)).toBe('<p>Hello <!-- -->Sam</p>');
  await Later.preload();
  expect(load).toHaveBeenCalledTimes(1);
});

it('downloads again after a download that failed', async () => {
  const load = vi
    .fn<() => Promise<typeof Greeting>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValueOnce(Greeting);
  const Later = loadedLater(load);
  await expect(Later.preload()).rejects.toThrow('Failed to fetch');
  expect(renderToString(<Later name="Ana" />)).toBe('');

  await Later.preload();
  expect(renderToString(<Later name="Ana" />)).toBe('<p>Hello <!-- -->Ana</p>');
  expect(load).toHaveBeenCalledTimes(2);
});
