/**
 * R-PAGE-5 (spec §3 "Page state"): a `#NAME#` token is replaced by the variable NAME; names without
 * a variable become empty. The server fills page JSON with it; the browser applies the same rule to
 * texts it gets raw (e.g. a head a page renderer builds from `data`).
 */
const TOKEN = /#([A-Z][A-Z0-9_]*)#/g;

export type TokenValues = Readonly<Record<string, string | number | null | undefined>>;

export function replaceTokens(text: string, values: TokenValues): string {
  return text.replace(TOKEN, (_token, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined || value === null ? '' : String(value);
  });
}
