import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { SaxesParser } from 'saxes';

/** One element of a CommerceML document, with its subtree (only items are kept whole). */
export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlNode[];
}

/** An element the reader keeps whole, with its path from the root (`A/B/C`). */
export interface XmlItem {
  path: string;
  node: XmlNode;
}

/** The document is not well-formed XML: the import writes nothing from it. */
export class BrokenXml extends Error {}

const DECLARATION_BYTES = 512;

/** The declared encoding: 1C writes UTF-8, older configurations windows-1251. */
async function encodingOf(path: string): Promise<string> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(
      Buffer.alloc(DECLARATION_BYTES),
      0,
      DECLARATION_BYTES,
      0,
    );
    const head = buffer.subarray(0, bytesRead).toString('latin1');
    const declared = /<\?xml[^>]*encoding=["']([\w-]+)["']/i.exec(head)?.[1]?.toLowerCase();
    return declared === 'windows-1251' || declared === 'cp1251' ? 'windows-1251' : 'utf-8';
  } finally {
    await file.close();
  }
}

/**
 * Streams a CommerceML file and yields each element whose path `keep` accepts, whole; nothing
 * else is held, so memory stays flat whatever the number of goods. `heads` receives the
 * attributes of every element not inside a kept one (СодержитТолькоИзменения on Каталог).
 */
export async function* xmlItems(
  path: string,
  keep: (path: string) => boolean,
  heads: Map<string, Record<string, string>> = new Map(),
): AsyncGenerator<XmlItem> {
  const parser = new SaxesParser();
  const names: string[] = [];
  /** The kept element being read and its open descendants, outermost first. */
  const reading: XmlNode[] = [];
  let keptPath = '';
  const ready: XmlItem[] = [];
  let failure: Error | null = null;

  parser.on('error', (error) => {
    failure ??= new BrokenXml(error.message);
  });
  parser.on('opentag', (tag) => {
    names.push(tag.name);
    const attributes = tag.attributes as Record<string, string>;
    if (reading.length > 0) {
      const node: XmlNode = { name: tag.name, attributes, text: '', children: [] };
      reading.at(-1)?.children.push(node);
      reading.push(node);
      return;
    }
    const here = names.join('/');
    if (keep(here)) {
      keptPath = here;
      reading.push({ name: tag.name, attributes, text: '', children: [] });
    } else heads.set(here, attributes);
  });
  const addText = (text: string) => {
    const node = reading.at(-1);
    if (node) node.text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    names.pop();
    const node = reading.pop();
    if (node && reading.length === 0) ready.push({ path: keptPath, node });
  });

  const decoder = new TextDecoder(await encodingOf(path));
  for await (const chunk of createReadStream(path)) {
    parser.write(decoder.decode(chunk as Buffer, { stream: true }));
    if (failure) throw failure;
    yield* ready.splice(0);
  }
  parser.write(decoder.decode());
  parser.close();
  if (failure) throw failure;
  yield* ready.splice(0);
}

/** The first child named `name`. */
export const childOf = (node: XmlNode, name: string): XmlNode | undefined =>
  node.children.find((child) => child.name === name);

/** The trimmed text of the first child named `name` ('' when there is none). */
export const textOf = (node: XmlNode, name: string): string =>
  childOf(node, name)?.text.trim() ?? '';

/** The children named `name` of the first child named `list` (`Группы/Ид`, `Цены/Цена`). */
export const listOf = (node: XmlNode, list: string, name: string): XmlNode[] =>
  childOf(node, list)?.children.filter((child) => child.name === name) ?? [];
