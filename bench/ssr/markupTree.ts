/**
 * A page's server markup read back into a tree (bench/render-floor.ts), to render the very same
 * elements again without the shop's components. Reads React's own output only: every attribute
 * quoted, void elements as `<img …/>`, comments only as React's text and boundary marks.
 */
interface MarkupElement {
  tag: string;
  /** The attributes as React props (`className`, `htmlFor`, camel-cased SVG names, a style object). */
  props: Record<string, unknown>;
  /** The styled-components class (`sc-…`) the element carried, if any. */
  styledClass: string | null;
  children: MarkupNode[];
}

export type MarkupNode = MarkupElement | string;

const VOID = new Set([
  'area',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
]);
const TOKEN =
  /<!--[\s\S]*?-->|<\/([a-zA-Z][\w-]*)>|<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*(\/?)>|([^<]+)/g;
const ATTRIBUTE = /([^\s=]+)(?:="([^"]*)")?/g;
/** HTML's boolean attributes, which React writes as `name=""` and takes back as `true`. */
const BOOLEAN = new Set([
  'allowfullscreen',
  'async',
  'autofocus',
  'checked',
  'controls',
  'default',
  'defer',
  'disabled',
  'formnovalidate',
  'hidden',
  'inert',
  'loop',
  'multiple',
  'muted',
  'novalidate',
  'open',
  'playsinline',
  'readonly',
  'required',
  'reversed',
  'selected',
]);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27);/g, (_, name) => ENTITIES[name]!);
const camel = (name: string) =>
  name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function propName(attribute: string): string {
  if (attribute === 'class') return 'className';
  if (attribute === 'for') return 'htmlFor';
  if (attribute.startsWith('aria-') || attribute.startsWith('data-')) return attribute;
  return camel(attribute);
}

function styleObject(style: string): Record<string, string> {
  const entries = style.split(';').flatMap((declaration) => {
    const colon = declaration.indexOf(':');
    return colon < 0
      ? []
      : [[camel(declaration.slice(0, colon).trim()), declaration.slice(colon + 1).trim()]];
  });
  return Object.fromEntries(entries);
}

function propsOf(attributes: string): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [, name, raw] of attributes.matchAll(ATTRIBUTE)) {
    const value =
      raw === undefined || (raw === '' && BOOLEAN.has(name!.toLowerCase())) ? true : decode(raw);
    // A form control's state as React takes it in markup it does not control.
    if (name === 'value' || name === 'checked' || name === 'selected')
      props[`default${name[0]!.toUpperCase()}${name.slice(1)}`] = value;
    else if (name === 'style' && typeof value === 'string') props.style = styleObject(value);
    else props[propName(name!)] = value;
  }
  return props;
}

/** The nodes of `markup` (the inside of `<div id="root">`), React's marks left out. */
export function markupTree(markup: string): MarkupNode[] {
  const root: MarkupElement = { tag: '', props: {}, styledClass: null, children: [] };
  const open = [root];
  for (const [token, closing, tag, attributes, selfClosing, text] of markup.matchAll(TOKEN)) {
    const parent = open.at(-1)!;
    if (token.startsWith('<!--')) continue;
    if (closing) {
      if (open.length === 1) throw new Error(`</${closing}> closes nothing`);
      open.pop();
    } else if (tag) {
      const props = propsOf(attributes ?? '');
      const styledClass = /^sc-[\w-]+/.exec(String(props.className ?? ''))?.[0] ?? null;
      const element: MarkupElement = { tag, props, styledClass, children: [] };
      parent.children.push(element);
      if (!selfClosing && !VOID.has(tag)) open.push(element);
    } else if (text) parent.children.push(decode(text));
  }
  if (open.length !== 1) throw new Error(`<${open.at(-1)!.tag}> is never closed`);
  return root.children;
}

/** How many elements the tree holds, and how many of them carry a styled-components class. */
export function countElements(nodes: readonly MarkupNode[]): { elements: number; styled: number } {
  let elements = 0;
  let styled = 0;
  const visit = (node: MarkupNode) => {
    if (typeof node === 'string') return;
    elements += 1;
    if (node.styledClass) styled += 1;
    node.children.forEach(visit);
  };
  nodes.forEach(visit);
  return { elements, styled };
}
