/**
 * A text matcher for the innermost element whose whole text is `text`, also when parts of it sit in
 * elements of their own (a car's name keeps its code and years in a span).
 */
export const wholeText =
  (text: string) =>
  (_content: string, element: Element | null): boolean =>
    element?.textContent === text && ![...element.children].some((child) => child.textContent === text);
