/**
 * Awaits statements sent together on one transaction, like Promise.all: sent without waiting for
 * each other, they run one after another on the transaction's connection with no round trip to
 * this thread between them (while the embedded engine's one connection is held, such a round
 * trip leaves it idle). Unlike Promise.all it settles only once every statement has, so the
 * transaction never ends (rolls back on the first error) while statements it sent still run;
 * then it throws the error of the first one that failed.
 */
export async function pipelined<T extends readonly unknown[]>(
  ...statements: { [K in keyof T]: Promise<T[K]> }
): Promise<T> {
  const settled = await Promise.allSettled(statements);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
