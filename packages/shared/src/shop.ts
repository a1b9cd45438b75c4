/** The shop's name, as its header, its mail and its data for search engines and link previews say it. */
export const SHOP_NAME = 'Хобби-магазин';
