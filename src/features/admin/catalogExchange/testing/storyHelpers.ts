/**
 * A pressed button keeps focus, or loses it when its loading state ends, depending on timing:
 * play functions end with nothing focused so the screenshot is the same every run.
 */
export const blurActive = () => (document.activeElement as HTMLElement | null)?.blur();
