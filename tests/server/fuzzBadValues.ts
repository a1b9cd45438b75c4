/**
 * Values a careless or hostile client sends in place of a field (issue 9 point 6), each with the
 * category it tests. Those that depend on the field's schema (its bounds) come first.
 */
export type Category =
  | 'wrong type'
  | 'missing field'
  | 'extra field'
  | 'huge string'
  | 'empty string'
  | 'control characters'
  | 'out of range'
  | 'non-integer'
  | 'array for scalar'
  | 'deep nesting'
  | 'sql'
  | 'html'
  | 'unicode'
  | 'broken escapes';

export interface BadValue {
  category: Category;
  label: string;
  value: unknown;
}

interface Bounds {
  type?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  items?: unknown;
}

const bad = (category: Category, label: string, value: unknown): BadValue => ({
  category,
  label,
  value,
});

/** `{"a":{"a":...}}` `depth` levels deep. */
function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

function nestedArray(depth: number): unknown {
  let value: unknown = [1];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

const COMMON: BadValue[] = [
  bad('wrong type', 'null', null),
  bad('wrong type', 'true', true),
  bad('wrong type', 'an object', { id: 1 }),
  bad('wrong type', 'a number', 7),
  bad('wrong type', 'a string', 'семь'),
  bad('wrong type', 'a numeric string', '7'),
  bad('array for scalar', 'an empty array', []),
  bad('array for scalar', 'an array of a number', [1]),
  bad('array for scalar', 'an array of strings', ['a', 'b']),
  bad('deep nesting', 'an object 2000 deep', nested(2000)),
  bad('deep nesting', 'an array 2000 deep', nestedArray(2000)),
  bad('empty string', "''", ''),
  bad('empty string', "' '", '   '),
  bad('huge string', '100 000 characters', 'я'.repeat(100_000)),
  bad('control characters', 'NUL inside', 'a\u0000b'),
  bad('control characters', 'only NUL', '\u0000'),
  bad('control characters', 'escape and bell', '\u001b[31m\u0007\u007f'),
  bad('control characters', 'line breaks and tabs', 'a\r\n\tb'),
  bad('out of range', '-1', -1),
  bad('out of range', '0', 0),
  bad('out of range', '2^31', 2 ** 31),
  bad('out of range', '-2^31 - 1', -(2 ** 31) - 1),
  bad('out of range', '2^53', 2 ** 53),
  bad('out of range', '1e308', 1e308),
  bad('out of range', '-1e308', -1e308),
  bad('out of range', "'1e400'", '1e400'),
  bad('non-integer', '1.5', 1.5),
  bad('non-integer', '-0.5', -0.5),
  bad('non-integer', "'0x1F'", '0x1F'),
  bad('non-integer', "' 7 '", ' 7 '),
  bad('non-integer', "'NaN'", 'NaN'),
  bad('non-integer', "'Infinity'", 'Infinity'),
  bad('sql', 'quote or', "' OR '1'='1' --"),
  bad('sql', 'drop table', "'; DROP TABLE users; --"),
  bad('sql', 'union select', '1 UNION SELECT password_hash FROM users'),
  bad('sql', 'like wildcards', '%_\\%'),
  bad('sql', 'pg_sleep', '1); SELECT pg_sleep(5); --'),
  bad('html', 'script tag', '<script>alert(1)</script>'),
  bad('html', 'attribute break-out', '"><img src=x onerror=alert(1)>'),
  bad('html', 'template syntax', '${7*7}{{7*7}}#{7*7}'),
  bad('unicode', 'emoji', '😀🎨'),
  bad('unicode', 'lone surrogate', '\ud800'),
  bad('unicode', 'right-to-left override', '\u202eабв'),
  bad('unicode', 'percent escapes', '%00%ZZ%E0%A4%A'),
  bad('unicode', 'path traversal', '../../etc/passwd'),
];

export function badValues(schema: Bounds): BadValue[] {
  const specific: BadValue[] = [];
  if (schema.maxLength !== undefined)
    specific.push(
      bad(
        'huge string',
        `maxLength + 1 (${schema.maxLength + 1})`,
        'я'.repeat(schema.maxLength + 1),
      ),
    );
  if (schema.minimum !== undefined)
    specific.push(bad('out of range', `minimum - 1 (${schema.minimum - 1})`, schema.minimum - 1));
  if (schema.maximum !== undefined)
    specific.push(bad('out of range', `maximum + 1 (${schema.maximum + 1})`, schema.maximum + 1));
  if (schema.items)
    specific.push(
      bad(
        'out of range',
        '1001 items',
        Array.from({ length: 1001 }, (_, i) => i + 1),
      ),
    );
  return [...specific, ...COMMON];
}
