import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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
    const entries = this.observed.map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
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
    render(
      <LazyImage src="/upload/kit.jpg" alt="Набор для вышивания «Маки»" aspectRatio="4 / 3" />,
    );
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
  it('issue 11 point 4: gives the picture its size, so nothing moves when it loads', () => {
    render(<LazyImage src="/images/products/1/1.svg" alt="Набор" />);
    const image = screen.getByRole('img', { name: 'Набор' });
    // The product artwork's own size (server/modules/images), and a box of the same shape.
    expect(image.getAttribute('width')).toBe('400');
    expect(image.getAttribute('height')).toBe('400');
    expect(image.parentElement!.style.aspectRatio).toBe('400 / 400');

    cleanup();
    render(<LazyImage src="/upload/banner.jpg" alt="Баннер" width={1200} height={400} />);
    const banner = screen.getByRole('img', { name: 'Баннер' });
    expect([banner.getAttribute('width'), banner.getAttribute('height')]).toEqual(['1200', '400']);
    expect(banner.parentElement!.style.aspectRatio).toBe('1200 / 400');
  });

  it('issue 11 point 2: rendered on the server it carries its address, shown, lazily loaded by the browser, and hydrates as drawn', async () => {
    const html = renderToString(<LazyImage src="/images/products/7/1.svg" alt="Набор" />);
    expect(html).toContain('src="/images/products/7/1.svg"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('data-loaded="true"');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <LazyImage src="/images/products/7/1.svg" alt="Набор" />);
    });
    expect(errors).not.toHaveBeenCalled();
    const image = container.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/images/products/7/1.svg');
    expect(image.getAttribute('data-loaded')).toBe('true');
    // Hydration needs no observer: the browser's lazy loading has the picture.
    expect(FakeObserver.instances).toEqual([]);
    container.remove();
  });
  it("issue 11: the page's main picture is asked for at once and first", () => {
    render(<LazyImage src="/images/products/7/1.svg" alt="Фото набора" priority />);
    const image = screen.getByRole('img', { name: 'Фото набора' });
    expect(image.getAttribute('src')).toBe('/images/products/7/1.svg');
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
  });
});
