import type { MatcherFunction } from '@testing-library/react';

/**
 * Matches the innermost element whose whole text is `text`, for a sentence with a part in an
 * element of its own (an operator's level name in `OperatorText`).
 */
export function wholeText(text: string): MatcherFunction {
  return (_content, element) =>
    element?.textContent === text && [...element.children].every((child) => child.textContent !== text);
}
