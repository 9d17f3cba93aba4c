import { afterEach, describe, expect, it } from 'vitest';
import { SeededRandom, seedFrom } from './random.js';

const draws = (random: SeededRandom) => [
  random.int(0, 1000),
  random.pick(['SM', 'M', 'L', 'XL']),
  random.chance(0.5),
  random.int(-5, 5),
];

describe('seeded randomness', () => {
  // A run replayed with TEST_RANDOM_SEED keeps it for the test files after this one.
  const replayed = process.env.TEST_RANDOM_SEED;
  afterEach(() => {
    if (replayed === undefined) delete process.env.TEST_RANDOM_SEED;
    else process.env.TEST_RANDOM_SEED = replayed;
  });

  it('makes the same choices for the same seed, and others for other seeds', () => {
    expect(draws(SeededRandom.from(42))).toEqual(draws(SeededRandom.from(42)));
    const firstDraws = Array.from({ length: 20 }, (_, seed) => SeededRandom.from(seed).int(0, 1_000_000));
    expect(new Set(firstDraws).size).toBeGreaterThan(15);
  });

  it('gives each fork its own stream, whatever order the forks draw in', () => {
    const first = SeededRandom.from(7);
    const [a1, b1] = [first.fork(), first.fork()];
    const inTurn = [draws(a1), draws(b1)];
    const second = SeededRandom.from(7);
    const [a2, b2] = [second.fork(), second.fork()];
    const b2Draws = draws(b2);
    expect([draws(a2), b2Draws]).toEqual(inTurn);
    expect(inTurn[0]).not.toEqual(inTurn[1]);
  });

  it('takes the seed from the environment to replay a run, else makes a new one', () => {
    process.env.TEST_RANDOM_SEED = '123456';
    expect(seedFrom('TEST_RANDOM_SEED')).toBe(123456);
    process.env.TEST_RANDOM_SEED = 'soon';
    expect(() => seedFrom('TEST_RANDOM_SEED')).toThrow('TEST_RANDOM_SEED must be a whole number, not "soon"');
    delete process.env.TEST_RANDOM_SEED;
    expect(Number.isSafeInteger(seedFrom('TEST_RANDOM_SEED'))).toBe(true);
  });
});
