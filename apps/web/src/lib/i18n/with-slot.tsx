import type { ReactNode } from 'react';

/** What a screen puts into a message where an element (a link, bold text) goes: `t(id, { link: SLOT })`. */
export const SLOT = '\uE000';

/**
 * A translated sentence with `element` where its placeholder stood, so each language keeps its own
 * word order around a link.
 */
export function withSlot(sentence: string, element: ReactNode): ReactNode {
  const [before = '', after = ''] = sentence.split(SLOT);
  return (
    <>
      {before}
      {element}
      {after}
    </>
  );
}
