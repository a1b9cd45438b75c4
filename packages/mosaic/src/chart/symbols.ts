/** The pattern's symbols, handed out in legend order (the most used colour gets 'A'). */
export const SYMBOLS = [
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  ...'abcdefghijklmnopqrstuvwxyz',
  ...'0123456789',
];
