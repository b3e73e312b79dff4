/**
 * A SIGTERM (an orchestrator's stop, a rolling upgrade) reaches the server's own handler, which answers
 * the requests in flight and exits 0, even while its event loop is busy. It did not:
 * - npm hands the signal to the shell that runs a script, which died of it and left the server running;
 * - the `tsx` command runs the script in a child and SIGKILLs it unless the child confirms the signal
 *   within 30 ms, so a loaded server died mid-request with exit code 143.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startProduct, stopProduct } from '../../scripts/bench/product';

const root = fileURLToPath(new URL('../..', import.meta.url));
const busyServer = join(root, 'tests/fixtures/processes/busyUntilStopped.ts');
const scripts: Record<string, string> = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;

// A package whose scripts are the product's, each with the busy stand-in in place of its TypeScript file.
const folder = mkdtempSync(join(tmpdir(), 'stop-signal-'));
symlinkSync(join(root, 'node_modules'), join(folder, 'node_modules'));
const standIns = Object.fromEntries(
  ['start', 'server'].map((name) => [name, (scripts[name] ?? '').replace(/\S+\.ts$/, busyServer)]),
);
writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: 'stop-signal', scripts: standIns }));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** `npm run <name>`, sent SIGTERM once the stand-in says it listens. */
function stopUnderNpm(name: string): Promise<{ code: number | null; output: string }> {
  const npm = spawn('npm', ['run', name], { cwd: folder, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  return new Promise((resolve) => {
    npm.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Back office en') && !npm.killed) npm.kill('SIGTERM');
    });
    npm.once('exit', (code) => resolve({ code, output }));
  });
}

// Each case starts Node with TypeScript's loader (through npm for two of them): seconds on a busy machine.
describe('a SIGTERM to a busy server process', { timeout: 30_000 }, () => {
  it.each(['start', 'server'])(
    'sent to `npm run %s`, reaches its handler: it stops and exits 0',
    async (name) => {
      expect(standIns[name]).toContain(busyServer);
      const { code, output } = await stopUnderNpm(name);
      expect(output).toContain('stopped');
      expect(code).toBe(0);
    },
  );

  it('reaches its handler when the benchmarks and the several-processes test stop a process', async () => {
    const running = await startProduct({ script: busyServer, dataDir: '' });
    expect(await stopProduct(running.child)).toBe(0);
    expect(running.output()).toContain('stopped');
  });
});
