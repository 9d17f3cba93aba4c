import { HOME_COUNTERS } from '@chaka/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Statistics } from './statistics';
import { countAt } from './use-count-up';

describe('countAt', () => {
  it('starts at 0, ends exactly at the target and never goes past it', () => {
    expect(countAt(0, 5665, 8000)).toBe(0);
    expect(countAt(8000, 5665, 8000)).toBe(5665);
    expect(countAt(9000, 5665, 8000)).toBe(5665);
    const samples = Array.from({ length: 81 }, (_, i) => countAt(i * 100, 5665, 8000));
    expect(samples).toEqual([...samples].sort((a, b) => a - b));
    expect(Math.max(...samples)).toBe(5665);
  });

  it('is part of the way there in the middle', () => {
    const middle = countAt(1500, 25, 3000);
    expect(middle).toBeGreaterThan(0);
    expect(middle).toBeLessThan(25);
  });
});

describe('Statistics', () => {
  afterEach(() => vi.unstubAllGlobals());

  function preferReducedMotion(reduce: boolean) {
    vi.stubGlobal(
      'matchMedia',
      (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
    );
  }

  it('shows the final numbers at once to visitors who prefer reduced motion', () => {
    preferReducedMotion(true);
    render(<Statistics />);
    for (const counter of HOME_COUNTERS) {
      expect(screen.getByText(counter.label).nextElementSibling?.textContent).toBe(String(counter.value));
    }
  });

  it('starts from 0 until the block is seen', () => {
    preferReducedMotion(false);
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    render(<Statistics />);
    for (const counter of HOME_COUNTERS) {
      expect(screen.getByText(counter.label).nextElementSibling?.textContent).toBe('0');
    }
  });
});
