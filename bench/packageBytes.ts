import { readFile } from 'node:fs/promises';

const VLQ_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The npm package a source path of a source map belongs to, or `app` for the shop's own code. */
export function packageOf(source: string): string {
  // The last node_modules/ in the path: a package's own dependency counts for itself.
  return /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? 'app';
}

/**
 * Characters of a built file by the npm package its code came from, read from the file's source map:
 * each mapped segment of generated code counts for its source's package. Unmapped bytes (Vite's
 * glue) count as `app`.
 */
export async function packageBytes(file: string): Promise<Map<string, number>> {
  const code = await readFile(file, 'utf8');
  // Vite writes no map for a chunk without sources of its own (a re-export).
  const mapText = await readFile(`${file}.map`, 'utf8').catch(() => null);
  if (mapText === null) return new Map([['app', code.length]]);
  const map = JSON.parse(mapText) as SourceMap;
  const lines = code.split('\n');
  const bytes = new Map<string, number>();
  const add = (name: string, count: number) => bytes.set(name, (bytes.get(name) ?? 0) + count);
  let source = 0;
  map.mappings.split(';').forEach((segments, lineIndex) => {
    // Source map columns count UTF-16 code units, as string lengths do.
    const length = (lines[lineIndex] ?? '').length;
    let column = 0;
    let previous: { column: number; source: number | null } = { column: 0, source: null };
    for (const segment of segments ? segments.split(',') : []) {
      const fields = decodeVlq(segment);
      column += fields[0]!;
      if (fields.length > 1) source += fields[1]!;
      add(
        previous.source === null ? 'app' : packageOf(map.sources[previous.source]!),
        column - previous.column,
      );
      previous = { column, source: fields.length > 1 ? source : null };
      // The remaining fields (original line, column, name) do not matter for the package.
    }
    const tail = length + 1 - previous.column;
    add(previous.source === null ? 'app' : packageOf(map.sources[previous.source]!), tail);
  });
  return bytes;
}

interface SourceMap {
  sources: string[];
  mappings: string;
}

function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = VLQ_DIGITS.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}
