import { fn } from 'storybook/test';
import type { LinkComponent } from '@ui/Button';

/** The urls the stories' links were followed to; stories clear it in beforeEach. */
export const followedLinks = fn().mockName('follow link');

/**
 * Stands for RouterLink in stories: a real anchor whose activation is recorded instead of leaving
 * the story, as the app's client-side navigation would.
 */
export const SpyLink: LinkComponent = ({ href, onClick, ...anchorProps }) => (
  <a
    href={href}
    {...anchorProps}
    onClick={(event) => {
      onClick?.(event);
      event.preventDefault();
      followedLinks(href);
    }}
  />
);
