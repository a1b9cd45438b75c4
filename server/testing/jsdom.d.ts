// jsdom (a dev dependency) ships no types; this is the part the server's tests use to read XML.
declare module 'jsdom' {
  export class JSDOM {
    constructor(markup: string, options?: { contentType?: string });
    readonly window: { document: Document };
  }
}
