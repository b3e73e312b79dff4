/**
 * Debian's nginx in front of some server processes, as the README's "Running on several machines"
 * describes, for the several-processes end-to-end test and `npm run bench:server -- --processes N`: a
 * throwaway prefix folder with a main configuration that lists the processes as the `backoffice`
 * upstream and includes the repository's own deploy/nginx/backoffice-proxy.conf, so what is tested is
 * what is deployed. NGINX_PATH names another binary (default /usr/sbin/nginx).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const PROXY_CONFIG = join(root, 'deploy/nginx/backoffice-proxy.conf');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface NginxOptions {
  /** The processes' addresses, `127.0.0.1:8081`. */
  upstreams: readonly string[];
  /** More directives for the server block (a test's own headers). */
  serverDirectives?: readonly string[];
  /** How long a process that refused a connection is left out (nginx's fail_timeout). */
  failTimeoutSeconds?: number;
  /** Worker processes (nginx's own; 1 by default). */
  workers?: number;
}

export interface Nginx {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function mainConfig(folder: string, port: number, options: NginxOptions): string {
  const failTimeout = options.failTimeoutSeconds ?? 1;
  const servers = options.upstreams.map(
    (upstream) => `    server ${upstream} max_fails=1 fail_timeout=${failTimeout}s;`,
  );
  return [
    'daemon off;',
    `worker_processes ${options.workers ?? 1};`,
    `pid ${join(folder, 'nginx.pid')};`,
    `error_log ${join(folder, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${join(folder, kind)};`,
    ),
    '  upstream backoffice {',
    ...servers,
    '  }',
    '  server {',
    `    listen 127.0.0.1:${port};`,
    ...(options.serverDirectives ?? []).map((directive) => `    ${directive}`),
    `    include ${PROXY_CONFIG};`,
    '  }',
    '}',
    '',
  ].join('\n');
}

/** Starts nginx on a free port; answers once it accepts connections. */
export async function startNginx(options: NginxOptions): Promise<Nginx> {
  if (!existsSync(NGINX)) {
    throw new Error(`nginx is not at ${NGINX}: apt-get install -y nginx (or set NGINX_PATH)`);
  }
  const folder = await mkdtemp(join(tmpdir(), 'loyalty-nginx-'));
  // Run as root, nginx's workers run as nobody, who must reach the temporary folders inside.
  await chmod(folder, 0o755);
  const port = await freePort();
  const config = join(folder, 'nginx.conf');
  await writeFile(config, mainConfig(folder, port, options));
  const errorLog = join(folder, 'error.log');
  const child: ChildProcess = spawn(NGINX, ['-p', folder, '-c', config, '-e', errorLog], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const failed = () => readFile(errorLog, 'utf8').catch(() => '');
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx stopped: ${await failed()}`);
    if (await accepts(port)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
}
