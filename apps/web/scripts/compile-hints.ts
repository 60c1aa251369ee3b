import type { Plugin } from 'vite';

/** The comment asking Chromium to compile every function of a file while it downloads. */
const allFunctionsCalledOnLoad = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the chunks a first visit runs as it starts (the entry and the chunks `starting` names)
 * for eager compilation. Chromium (136 and later) then compiles each of their functions on a
 * background thread while the file streams in, instead of one by one on the main thread when each
 * is first called; others ignore the comment. The mark must open the file, so it is added once
 * the bundle is complete, after the preload list the build writes at the top of a chunk. Marking
 * the route chunks as well gained nothing (decision 016): many of their functions never run.
 */
export function compileHints(starting: string[]): Plugin {
  return {
    name: 'nova:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle))
          if (file.type === 'chunk' && (file.isEntry || starting.includes(file.name)))
            file.code = allFunctionsCalledOnLoad + file.code;
      },
    },
  };
}
