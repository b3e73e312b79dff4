/**
 * V8's explicit compile hint (Chromium 136+): a chunk whose first line is this comment has its functions
 * compiled on the browser's script-streaming thread while it downloads, instead of each one on the main
 * thread the first time it is called. Every chunk of this build is fetched only when its code is about to
 * run (the entry and the frame at start, a page's chunk with its page, a form's when the list prefetches
 * it), so most of its functions are called soon after. Measured on a first load of
 * `/dashboard/customers`: lazy compilation took 103–145 ms of the main thread's ~1.1 s (×4 on a phone, in
 * Lighthouse's TBT) and 2–10 ms with the hint (README, "Signed-in first load"). Other browsers read a
 * comment. Added once the chunks are hashed, so it does not change their names: every build has it, and a
 * cached chunk without it differs by that comment only.
 */
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the hint on every chunk's first line, once the chunks are final: after minification (which drops
 * comments) and after Vite's preload helper, which writes its own first line. The source map gets an
 * empty line in front so it still points at the right places.
 */
export function compileHints(): Plugin {
  return {
    name: 'loyalty:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || output.code.startsWith(COMPILE_HINT)) continue;
          output.code = `${COMPILE_HINT}\n${output.code}`;
          const mapFile = bundle[`${output.fileName}.map`];
          if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
            const map = JSON.parse(mapFile.source) as { mappings: string };
            map.mappings = `;${map.mappings}`;
            mapFile.source = JSON.stringify(map);
          } else if (output.map) output.map.mappings = `;${output.map.mappings}`;
        }
      },
    },
  };
}
