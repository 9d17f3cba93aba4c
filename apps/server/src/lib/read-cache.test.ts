import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.js';

interface Answer {
  value: string;
  keep: boolean;
}

const answer = (value: string, keep = true): Answer => ({ value, keep });

/** A load that answers when told to, and counts its calls. */
function controlledLoad() {
  let calls = 0;
  let release: (value: Answer) => void = () => {};
  const load = () => {
    calls += 1;
    return new Promise<Answer>((resolve) => {
      release = resolve;
    });
  };
  return { load, release: (value: Answer) => release(value), calls: () => calls };
}

// An answer lives 1 s; in its last 800 ms a read starts its reload.
const TTL_MS = 1_000;
const cache = () => new ReadCache<Answer>({ max: 10, ttl: (a) => (a.keep ? TTL_MS : 0), refreshWithin: 800 });

describe('a read cache that reloads answers before they expire', () => {
  it('answers a read in the last stretch at once, from the answer it has, and reloads it once behind', async () => {
    const answers = cache();
    expect(await answers.get('k', async () => answer('first'))).toEqual(answer('first'));
    // Fresh: no reload.
    const early = controlledLoad();
    expect(await answers.get('k', early.load)).toEqual(answer('first'));
    expect(early.calls()).toBe(0);

    await sleep(300);
    const reload = controlledLoad();
    // The reload has not answered yet: both readers get the answer in hand, and one reload runs.
    expect(await answers.get('k', reload.load)).toEqual(answer('first'));
    expect(await answers.get('k', reload.load)).toEqual(answer('first'));
    expect(reload.calls()).toBe(1);

    reload.release(answer('second'));
    await sleep(0);
    const after = controlledLoad();
    expect(await answers.get('k', after.load)).toEqual(answer('second'));
    expect(after.calls()).toBe(0);
  });

  it('drops the answer when its reload brings one not to be kept (a session found gone)', async () => {
    const answers = cache();
    await answers.get('k', async () => answer('signed in'));
    await sleep(300);
    await answers.get('k', async () => answer('gone', false));
    await sleep(0);
    expect(await answers.get('k', async () => answer('read again'))).toEqual(answer('read again'));
  });

  it('never serves an answer past its lifetime, whether or not a reload ran', async () => {
    const answers = cache();
    await answers.get('k', async () => answer('old'));
    await sleep(TTL_MS + 50);
    expect(await answers.get('k', async () => answer('new'))).toEqual(answer('new'));
  });

  it('keeps nothing a reload read before a write: the next read loads again', async () => {
    const answers = cache();
    await answers.get('k', async () => answer('before the write'));
    await sleep(300);
    const reload = controlledLoad();
    await answers.get('k', reload.load);
    answers.invalidate();
    reload.release(answer('read before the write'));
    await sleep(0);
    expect(await answers.get('k', async () => answer('after the write'))).toEqual(answer('after the write'));
  });

  it('leaves the answer to its lifetime when a reload fails', async () => {
    const answers = cache();
    await answers.get('k', async () => answer('kept'));
    await sleep(300);
    expect(await answers.get('k', () => Promise.reject(new Error('database away')))).toEqual(answer('kept'));
    await sleep(0);
    const next = controlledLoad();
    expect(await answers.get('k', next.load)).toEqual(answer('kept'));
  });
});
