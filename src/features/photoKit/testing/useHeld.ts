import { useState } from 'react';

/**
 * A controlled component's value held as its screen holds it, for stories: each change is kept,
 * so the story shows it, and reported, so the play function's spy sees it.
 */
export function useHeld<T>(initial: T, report: (next: T) => void): [T, (next: T) => void] {
  const [value, setValue] = useState(initial);
  const change = (next: T) => {
    setValue(next);
    report(next);
  };
  return [value, change];
}
