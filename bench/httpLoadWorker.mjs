// A worker thread that loads one url: `connections` keep-alive loops, each sending the next GET as
// soon as the last one is answered; `warmUpMs` unmeasured, then `durationMs` measured. Plain JS so
// that it starts without the TypeScript loader (Node 20 does not pass `--import tsx` to workers).
// workerData: { port, path, headers, connections, warmUpMs, durationMs }
// Posts back: { requests, errors, seconds, latencies } (latencies in ms, one per measured request).
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { port, path, headers, connections, warmUpMs, durationMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

function get() {
  return new Promise((resolve) => {
    const req = http.request({ agent, host: '127.0.0.1', port, path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200));
      res.on('error', () => resolve(false));
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}

async function run(ms, record) {
  const deadline = performance.now() + ms;
  const loop = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      const ok = await get();
      record?.(ok, performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
}

await run(warmUpMs);
const result = { requests: 0, errors: 0, seconds: 0, latencies: [] };
const started = performance.now();
await run(durationMs, (ok, latency) => {
  if (ok) result.requests++;
  else result.errors++;
  result.latencies.push(latency);
});
result.seconds = (performance.now() - started) / 1000;
agent.destroy();
parentPort.postMessage(result);
