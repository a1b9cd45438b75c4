import { beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollToAnchor } from './scrollToAnchor';

describe('scrollToAnchor', () => {
  beforeEach(() => {
    document.body.innerHTML = '<h2 id="dostavka">Доставка</h2><a name="oplata"></a>';
    window.scrollY = 500;
  });

  it('R-PAGE-9: leaves 80 px above the anchor for the sticky header', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.spyOn(document.getElementById('dostavka')!, 'getBoundingClientRect').mockReturnValue(
      new DOMRect(0, 300, 100, 40),
    );
    expect(scrollToAnchor('#dostavka')).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 500 + 300 - 80 });
  });

  it('finds named anchors, and leaves app hashes and missing anchors alone', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    expect(scrollToAnchor('#oplata')).toBe(true);
    scrollTo.mockClear();
    expect(scrollToAnchor('#/search/')).toBe(false);
    expect(scrollToAnchor('#net-takogo')).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
