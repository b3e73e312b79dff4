import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildOnce } from '../../scripts/start/buildOnce';

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function lockIn(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'loyalty-build-lock-'));
  folders.push(folder);
  return join(folder, '.build-lock');
}

/** A front end that is stale until built; building takes until `finish` is called. */
function frontEnd() {
  let built = false;
  let builds = 0;
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let started: () => void = () => undefined;
  const buildStarted = new Promise<void>((resolve) => {
    started = resolve;
  });
  return {
    isStale: async () => !built,
    async build() {
      builds += 1;
      started();
      await finished;
      built = true;
    },
    buildStarted,
    finish,
    builds: () => builds,
  };
}

describe('npm start in one checkout, several at once', () => {
  it('builds the front end once: the others wait for that build, then find it fresh', async () => {
    const lock = await lockIn();
    const site = frontEnd();
    const starts = [1, 2, 3].map(() =>
      buildOnce({ lock, isStale: site.isStale, build: site.build, pollMs: 5 }),
    );
    await site.buildStarted;
    site.finish();
    expect((await Promise.all(starts)).filter(Boolean)).toEqual([true]);
    expect(site.builds()).toBe(1);
    await expect(stat(lock)).rejects.toThrow();
  });

  it('takes over the lock of a start that died while building', async () => {
    const lock = await lockIn();
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    await mkdir(lock);
    await writeFile(join(lock, 'pid'), String(gone));
    const site = frontEnd();
    site.finish();
    expect(await buildOnce({ lock, isStale: site.isStale, build: site.build, pollMs: 5 })).toBe(true);
    expect(site.builds()).toBe(1);
  });
});
