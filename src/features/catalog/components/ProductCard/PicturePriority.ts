import { createContext } from 'react';

/**
 * True around the cards a product grid shows in view when the page opens: one of their pictures
 * is the page's largest paint, so they are asked for at once and first instead of lazily. The
 * grid sets it by position, so no page that draws cards has to count them.
 */
export const PicturePriority = createContext(false);
