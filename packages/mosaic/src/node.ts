import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { init as initWebpDecoder } from '@jsquash/webp/decode.js';

let ready: Promise<void> | undefined;

/**
 * Node-only set-up: the WebP decoder cannot fetch its wasm in Node, so it is compiled from the
 * package's file. Call (and await) once before `readPhoto`; later calls reuse the first.
 */
export function initNodeDecoders(): Promise<void> {
  ready ??= (async () => {
    const require = createRequire(import.meta.url);
    const wasm = await readFile(require.resolve('@jsquash/webp/codec/dec/webp_dec.wasm'));
    // The typings name only the options argument; the code also takes a compiled module first.
    const init = initWebpDecoder as unknown as (module: WebAssembly.Module) => Promise<void>;
    await init(await WebAssembly.compile(new Uint8Array(wasm)));
  })();
  return ready;
}
