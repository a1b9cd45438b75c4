import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LazyImage } from './LazyImage';

/** A stand-in for the browser's IntersectionObserver that the test can trigger. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  constructor(
    public callback: IntersectionObserverCallback,
    public options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  enter() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LazyImage', () => {
  it('R-CONST-3: shows the blank colour #f9f5ff and starts loading 550 px before the viewport', () => {
    render(<LazyImage src="/upload/kit.jpg" alt="Набор для вышивания «Маки»" aspectRatio="4 / 3" />);
    const image = screen.getByRole('img', { name: 'Набор для вышивания «Маки»' });
    const frame = image.parentElement!;

    expect(image.getAttribute('src')).toBeNull();
    expect(getComputedStyle(frame).backgroundColor).toBe('rgb(249, 245, 255)');
    expect(frame.style.aspectRatio).toBe('4 / 3');

    const [observer] = FakeObserver.instances;
    expect(observer?.options.rootMargin).toBe('550px');
    expect(observer?.observed).toEqual([frame]);

    act(() => observer!.enter());
    expect(image.getAttribute('src')).toBe('/upload/kit.jpg');
    expect(image.getAttribute('data-loaded')).toBe('false');
    fireEvent.load(image);
    expect(image.getAttribute('data-loaded')).toBe('true');
  });
});
