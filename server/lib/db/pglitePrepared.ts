import { parse, protocol, type PGlite } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Statements kept prepared; beyond this the least recently used one is closed. */
const MAX_PREPARED = 200;

interface Prepared {
  name: string;
  /** Type oids of the parameters, which choose each value's serializer. */
  paramTypes: number[];
}

const concat = (parts: readonly Uint8Array[]): Uint8Array => {
  const bytes = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
};

/**
 * Runs statements as named prepared statements of the embedded engine, one per SQL text, so a
 * statement is parsed once per process and, once PostgreSQL finds its generic plan as good as
 * planning for each call (its rule for every prepared statement), planned once. `PGlite.query`
 * parses and plans every call: measured on the checkout's statements, that was half of a basket
 * read and most of a short update, and its calls cost about 0.3 ms more than one bound execution
 * even for `SELECT 1` (two trips into the engine, and a sync of the files after each). Used for
 * every statement: they all run on the one connection while every other request waits. Results
 * are parsed as `PGlite.query` does. `syncToFs: false`: the data folder (NodeFS) and the memory
 * file system write through, their sync does nothing but wait for a lock.
 */
export function preparedStatements(db: PGlite) {
  const byText = new Map<string, Prepared>();
  let counter = 0;

  const prepare = async (sql: string): Promise<Prepared> => {
    const name = `prepared_${++counter}`;
    const { messages } = await db.execProtocol(
      concat([
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    byText.set(sql, prepared);
    const [oldest] = byText;
    if (byText.size > MAX_PREPARED && oldest) {
      byText.delete(oldest[0]);
      await db.execProtocol(
        concat([serialize.close({ type: 'S', name: oldest[1].name }), serialize.sync()]),
        { syncToFs: false, throwOnError: false },
      );
    }
    return prepared;
  };

  return async function query(sql: string, params: readonly unknown[]): Promise<unknown[]> {
    let prepared = byText.get(sql);
    if (prepared) {
      // The map's order is the order of use: the first entry is the one to close first.
      byText.delete(sql);
      byText.set(sql, prepared);
    } else prepared = await prepare(sql);
    const { paramTypes } = prepared;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = db.serializers[paramTypes[i] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await db.execProtocol(
      concat([
        serialize.bind({ statement: prepared.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return parse.parseResults(messages, db.parsers)[0]?.rows ?? [];
  };
}
