// A tiny static file server for the built Storybook (story tests) — no extra package needed.
// Usage: node scripts/serve-static.mjs <dir> [port]   (port 0 or none: any free port)
// Prints the base url on its first line once it listens.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

const root = resolve(process.argv[2] ?? 'storybook-static');
const port = Number(process.argv[3] ?? 0);

async function fileFor(urlPath) {
  const path = normalize(join(root, decodeURIComponent(urlPath)));
  if (path !== root && !path.startsWith(root + sep)) return null;
  const info = await stat(path).catch(() => null);
  if (info?.isDirectory()) return fileFor(join(urlPath, 'index.html'));
  return info?.isFile() ? { path, size: info.size } : null;
}

const server = createServer(async (req, res) => {
  const file = await fileFor(new URL(req.url ?? '/', 'http://localhost').pathname);
  if (!file) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  res.writeHead(200, {
    'content-type': types[extname(file.path)] ?? 'application/octet-stream',
    'content-length': file.size,
    'cache-control': 'no-store',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file.path).pipe(res);
});

// Exit with the script that started it, even when that one was killed before its cleanup ran.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.exit(0);
}, 1000).unref();

server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  console.log(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`);
});
