import { describe, expect, it } from 'vitest';
import { matchableSelector } from './css-selector.js';

describe('matchableSelector', () => {
  it.each([
    // Tailwind's spacing utilities and daisyUI's component parts live inside :where().
    [':where(.space-y-2>:not(:last-child))', ':is(.space-y-2> *)'],
    ['.join :where(.join-item):hover', '.join :is(.join-item)'],
    ['.btn:is(:disabled, [disabled])', '.btn:is(*,[disabled])'],
    ['.menu :where(li:not(.menu-title)>:not(ul,details))', '.menu :is(li> *)'],
    // States, pseudo-elements and functional pseudo-classes are dropped: the selector only broadens.
    ['.btn:hover::after', '.btn'],
    ['html:lang(bn) body', 'html body'],
    ['.a:nth-child(2n+1)>.b', '.a>.b'],
    // Escaped characters and attribute values are kept as written.
    ['.sm\\:grid-cols-2', '.sm\\:grid-cols-2'],
    [
      '.\\[\\&\\>li\\:last-child\\]\\:col-span-2>li:last-child',
      '.\\[\\&\\>li\\:last-child\\]\\:col-span-2>li',
    ],
    ['a[href^="https:"]', 'a[href^="https:"]'],
  ])('%s -> %s', (selector, matchable) => {
    expect(matchableSelector(selector)).toBe(matchable);
  });
});
