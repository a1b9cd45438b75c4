import type { Db } from '../../lib/db/types';
import type { CatalogIndex } from './catalogIndex';

// Page resolvers get the database, not the app: they find the app's index through its database.
const indexes = new WeakMap<Db, CatalogIndex>();

export function catalogIndexOf(db: Db): CatalogIndex | undefined {
  return indexes.get(db);
}

export function attachCatalogIndex(db: Db, index: CatalogIndex): () => void {
  indexes.set(db, index);
  return () => {
    if (indexes.get(db) === index) indexes.delete(db);
  };
}
