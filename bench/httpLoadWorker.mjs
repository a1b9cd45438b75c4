// A worker thread that loads urls: `connections` keep-alive loops, each sending the next GET as
// soon as the last one is answered, taking `paths` in turn; `warmUpMs` unmeasured, then
// `durationMs` measured. With `cacheBust` ({ param, from }) every request gets that read
// parameter with a value of its own, so no in-process cache answers it. Plain JS so that it starts without the TypeScript loader
// (Node 20 does not pass `--import tsx` to workers). Driven by bench/httpLoad.ts.
// workerData: { port, paths, headers, connections, warmUpMs, durationMs, cacheBust }
// Posts back: { requests, errors, seconds, latencies, latenciesByPath, bytes, encodings }
// (latencies in ms, one per measured request, and the same by the path asked, as given in
// `paths`; bytes: measured answers' bodies as received, before any decoding; encodings: measured
// answers by Content-Encoding, 'none' when absent).
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { port, paths, headers, connections, warmUpMs, durationMs, cacheBust } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
let sent = 0;

function nextPath() {
  const path = paths[sent % paths.length];
  sent += 1;
  return path;
}

function get() {
  const path = nextPath();
  const url = cacheBust
    ? `${path}${path.includes('?') ? '&' : '?'}${cacheBust.param}=${cacheBust.from + sent}`
    : path;
  return new Promise((resolve) => {
    const req = http.request({ agent, host: '127.0.0.1', port, path: url, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      const encoding = res.headers['content-encoding'] ?? 'none';
      res.on('end', () => resolve({ path, ok: res.statusCode === 200, bytes, encoding }));
      res.on('error', () => resolve({ path, ok: false, bytes, encoding }));
    });
    req.on('error', () => resolve({ path, ok: false, bytes: 0, encoding: 'none' }));
    req.end();
  });
}

async function run(ms, record) {
  const deadline = performance.now() + ms;
  const loop = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const answer = await get();
      record?.(answer, performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
}

await run(warmUpMs);
const result = {
  requests: 0,
  errors: 0,
  seconds: 0,
  latencies: [],
  latenciesByPath: {},
  bytes: 0,
  encodings: {},
};
const started = performance.now();
await run(durationMs, ({ path, ok, bytes, encoding }, latency) => {
  if (ok) result.requests++;
  else result.errors++;
  result.latencies.push(latency);
  (result.latenciesByPath[path] ??= []).push(latency);
  result.bytes += bytes;
  result.encodings[encoding] = (result.encodings[encoding] ?? 0) + 1;
});
result.seconds = (performance.now() - started) / 1000;
agent.destroy();
parentPort.postMessage(result);
