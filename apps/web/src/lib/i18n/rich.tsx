import { Fragment, type ReactNode } from 'react';

const MARK = '\u0001';

/**
 * A translated sentence with elements inside it (a link, a car's name) where its placeholders are:
 * each language puts them where its word order wants them. `nodes` are the placeholders' elements,
 * `values` the other placeholders' values.
 */
export function rich<Id extends string>(
  translate: (id: Id, values?: Record<string, unknown>) => string,
  id: Id,
  nodes: Record<string, ReactNode>,
  values: Record<string, unknown> = {},
): ReactNode {
  const marks = Object.fromEntries(Object.keys(nodes).map((name) => [name, `${MARK}${name}${MARK}`]));
  return translate(id, { ...values, ...marks })
    .split(MARK)
    .map((part, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never move
      <Fragment key={index}>{index % 2 === 1 ? nodes[part] : part}</Fragment>
    ));
}
