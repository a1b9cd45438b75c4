import type { PageVariables } from '@features/api';

const TOKEN = /#([A-Z0-9_]+)#/g;

/**
 * R-PAGE-5 (spec §3 "Page state"): every `#NAME#` becomes the variable NAME; names without a
 * variable become empty. The server already replaces them in page JSON; the client applies the
 * same rule to templates it gets raw (e.g. texts a page renderer builds from `data`).
 */
export function replaceTokens(
  template: string,
  variables: Partial<PageVariables> | Record<string, string | number | undefined>,
): string {
  const values = variables as Record<string, string | number | undefined>;
  return template.replace(TOKEN, (_token, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}
