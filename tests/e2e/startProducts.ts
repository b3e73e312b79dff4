/**
 * The end-to-end tests' products (playwright.config.ts), started side by side: `npm start` on a fresh
 * data folder for each `port:dataFolder` argument. Playwright starts the servers of a `webServer` list
 * one after the other, and each one's start is mostly its demo seed on one core, so on 2 cores two
 * started together are ready in about the time of one. Each product's output comes through prefixed
 * with its port; once every one answers its sign-in page this prints PRODUCTS_READY, which Playwright waits
 * for. When one product ends the others are stopped and this exits with a failure; when Playwright stops
 * this (SIGTERM, or its process group killed) they stop with it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { PRODUCTS_READY } from './productsReady';

interface Product {
  port: number;
  dataDir: string;
}

function parseProduct(argument: string): Product {
  const [port, dataDir] = argument.split(':');
  if (!port || !dataDir || !/^\d+$/.test(port)) {
    throw new Error(`startProducts: expected port:dataFolder, got '${argument}'`);
  }
  return { port: Number(port), dataDir };
}

/** Writes each whole line of `stream` to `out`, prefixed with the product's port. */
function prefixLines(port: number, stream: Readable | null, out: NodeJS.WriteStream): void {
  if (stream) createInterface({ input: stream }).on('line', (line) => out.write(`[${port}] ${line}\n`));
}

function start({ port, dataDir }: Product): ChildProcess {
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn('npm', ['start'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      // No network here: the cities map draws its bundled world outline instead of tiles nobody can load.
      MAP_TILE_URL: 'none',
    },
  });
  // By lines: a chunk may end inside one, which would otherwise come out cut in two.
  prefixLines(port, child.stdout, process.stdout);
  prefixLines(port, child.stderr, process.stderr);
  return child;
}

async function answersSignIn(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/signin`);
    return response.ok;
  } catch {
    return false;
  }
}

const products = process.argv.slice(2).map(parseProduct);
if (products.length === 0) throw new Error('startProducts: name at least one port:dataFolder');
const children = products.map(start);
let stopping = false;
function stopAll(): void {
  stopping = true;
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}
for (const [index, child] of children.entries()) {
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[${products[index]?.port}] npm start ended (${signal ?? `exit ${code}`})`);
    stopAll();
    process.exit(1);
  });
}
// Asked to stop: the products stop, and this ends once they have.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, stopAll);

async function waitUntilServing(port: number): Promise<void> {
  while (!stopping && !(await answersSignIn(port))) await sleep(250);
}
await Promise.all(products.map(({ port }) => waitUntilServing(port)));
if (!stopping) console.log(PRODUCTS_READY);
