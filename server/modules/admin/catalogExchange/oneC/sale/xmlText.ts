/** An element of the document being written: its name, then its text or its children. */
export type XmlElement = [name: string, content: string | number | readonly XmlElement[]];

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text and attribute values as XML allows them: markup characters escaped, controls dropped. */
const escapeXml = (value: string): string =>
  value
    // eslint-disable-next-line no-control-regex -- XML 1.0 forbids these characters outright
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/[&<>"']/g, (char) => ENTITIES[char] as string);

/** One element and its subtree, indented by two spaces a level (1C reads any layout). */
export function xmlElement([name, content]: XmlElement, depth = 0): string {
  const indent = '  '.repeat(depth);
  if (typeof content !== 'object')
    return `${indent}<${name}>${escapeXml(String(content))}</${name}>`;
  if (content.length === 0) return `${indent}<${name}/>`;
  const inner = content.map((child) => xmlElement(child, depth + 1)).join('\n');
  return `${indent}<${name}>\n${inner}\n${indent}</${name}>`;
}

/** `ЗначенияРеквизитов`: CommerceML's list of named values of a document or a line. */
export const requisites = (values: readonly [string, string][]): XmlElement => [
  'ЗначенияРеквизитов',
  values.map(([name, value]): XmlElement => [
    'ЗначениеРеквизита',
    [
      ['Наименование', name],
      ['Значение', value],
    ],
  ]),
];

/**
 * The answer in windows-1251 when 1C asks for it: Cyrillic and the usual punctuation as its
 * bytes, any other character as a character reference, which XML reads back the same.
 */
export function toWindows1251(xml: string): Buffer {
  const bytes: number[] = [];
  for (const char of xml) {
    const code = char.codePointAt(0) as number;
    const byte = code < 0x80 ? code : WINDOWS_1251.get(char);
    if (byte !== undefined) bytes.push(byte);
    else bytes.push(...Buffer.from(`&#${code};`, 'latin1'));
  }
  return Buffer.from(bytes);
}

/** windows-1251's upper half, read from the platform's own decoder. */
const WINDOWS_1251 = new Map<string, number>(
  Array.from({ length: 128 }, (_, i) => {
    const byte = 0x80 + i;
    return [new TextDecoder('windows-1251').decode(Uint8Array.of(byte)), byte] as const;
  }).filter(([char]) => char !== '\uFFFD'), // 0x98 has no character
);
