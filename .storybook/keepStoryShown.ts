/**
 * Storybook's preview, on a story switch, starts a 100 ms timer that hides every child of <body>
 * but its spinner ("preparing story"). On a busy machine that timer can fire while React is in the
 * middle of mounting the story (storybookjs/storybook#18347): a dialog portalled into <body> is then
 * `display: none` when its layout effect moves the focus in, the focus is dropped, and the story's
 * play function finds it on <body>. This runs as the last step before the story mounts, when the
 * loaders are done and the spinner has no use left, and stops the timer.
 *
 * The timer is the preview's own field (`view.preparingTimeout`, Storybook 10); should an upgrade
 * rename it, this does nothing and the race returns, rather than breaking any story.
 */
interface PreviewWithView {
  view?: { preparingTimeout?: ReturnType<typeof setTimeout> };
}

export function keepStoryShown(): void {
  const preview = (globalThis as { __STORYBOOK_PREVIEW__?: PreviewWithView }).__STORYBOOK_PREVIEW__;
  clearTimeout(preview?.view?.preparingTimeout);
}
