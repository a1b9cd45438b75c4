/** spec §3 "Page state": a `#NAME#` token is replaced by the variable NAME; unknown names become empty. */
const TOKEN = /#([A-Z][A-Z0-9_]*)#/g;

export type TokenValues = Readonly<Record<string, string | number>>;

export function replaceTokens(text: string, values: TokenValues): string {
  return text.replace(TOKEN, (_token, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : '',
  );
}
