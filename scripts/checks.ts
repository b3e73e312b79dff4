/**
 * `npm test`'s quick checks (Biome, the stale-codegen check, the OpenAPI lint, TypeScript, the size
 * budgets), all at once: TypeScript alone takes about as long as the others together and uses one core,
 * so on two cores they end together instead of one after the other. Each check's output is printed
 * whole when it ends (never interleaved), with its time; any failure fails the run, once every check has
 * said what it found.
 */
import { spawn } from 'node:child_process';

const CHECKS = ['lint', 'gen:check', 'lint:openapi', 'typecheck', 'size'];

interface Result {
  name: string;
  code: number;
  seconds: number;
  output: string;
}

function run(name: string): Promise<Result> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code, signal) =>
      resolve({
        name,
        code: code ?? (signal ? 1 : 0),
        seconds: (Date.now() - started) / 1000,
        output: Buffer.concat(chunks).toString('utf8'),
      }),
    );
  });
}

const results = await Promise.all(
  CHECKS.map((name) =>
    run(name).then((result) => {
      const verdict = result.code === 0 ? 'ok' : `FAILED (exit ${result.code})`;
      console.log(`\n== npm run ${name}: ${verdict} in ${result.seconds.toFixed(1)} s`);
      if (result.output.trim()) console.log(result.output.trimEnd());
      return result;
    }),
  ),
);
const failed = results.filter((result) => result.code !== 0).map((result) => result.name);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
