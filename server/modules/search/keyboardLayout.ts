/**
 * A query typed with the wrong keyboard layout (`fkvfpyfz` for `алмазная`): each key of the
 * standard Russian ЙЦУКЕН layout against the same key of the US QWERTY layout, both registers.
 */
const LATIN = '`qwertyuiop[]asdfghjkl;\'zxcvbnm,.~QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>';
const CYRILLIC = 'ёйцукенгшщзхъфывапролджэячсмитьбюЁЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮ';

const toCyrillic = new Map([...LATIN].map((key, i) => [key, CYRILLIC[i] as string]));
const toLatin = new Map([...CYRILLIC].map((key, i) => [key, LATIN[i] as string]));

const HAS_CYRILLIC = /[а-яё]/i;
const HAS_LATIN = /[a-z]/i;

/**
 * The query as it would read in the other layout, or null when that makes no sense: a query with
 * Latin letters only is read as Russian, one with Cyrillic letters only as Latin (brand names),
 * a mixed one is left alone.
 */
export function switchKeyboardLayout(query: string): string | null {
  const cyrillic = HAS_CYRILLIC.test(query);
  const latin = HAS_LATIN.test(query);
  if (cyrillic === latin) return null;
  const table = latin ? toCyrillic : toLatin;
  return [...query].map((char) => table.get(char) ?? char).join('');
}
