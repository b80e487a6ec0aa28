// @ts-check
/**
 * V8's explicit compile hint (Chrome 136+): a script whose first line is this comment has all
 * of its functions compiled while it is parsed, which for a downloaded script happens on a
 * background thread as it streams in. Without it V8 compiles each function lazily, on the main
 * thread, the first time it is called: webpack's module factories are called once each at
 * start-up, so a phone spent a large part of the page's first seconds compiling them inside
 * the boot and hydration tasks (docs/decisions.md, Shell: "Compiled off the main thread").
 * Browsers without the hint read a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The client's JavaScript chunks; the build and SSG manifests are a few bytes of data. */
const HINTED = /^static\/chunks\/.+\.js$/;

/** Webpack plugin (client build only): puts the hint at the top of every chunk, after minifying. */
class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the minifier (which drops comments), before the content hashes are computed.
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (HINTED.test(name)) compilation.updateAsset(name, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}

module.exports = { COMPILE_HINT, CompileHintsPlugin };
