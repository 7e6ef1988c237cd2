// Builds everything the app runs: the renderer (Vite) and the main-process bundles (esbuild):
// the Electron main, the two sandboxed preloads (single files, as sandbox requires), and the
// served-mode entry.
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';

const quiet = process.argv.includes('--quiet');
await viteBuild({ configFile: 'vite.config.ts', logLevel: quiet ? 'error' : 'warn' });

const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  logLevel: 'error',
  // Native and Electron-provided modules load at run time.
  external: ['electron', 'better-sqlite3'],
};
await Promise.all([
  esbuild({ ...common, entryPoints: { main: 'electron/shell/main.ts' }, outdir: 'dist/electron', outExtension: { '.js': '.cjs' } }),
  esbuild({ ...common, entryPoints: { 'desk-preload': 'electron/preload/desk.ts', 'display-preload': 'electron/preload/display.ts' }, outdir: 'dist/electron', outExtension: { '.js': '.cjs' } }),
  esbuild({ ...common, entryPoints: { serve: 'electron/serve.ts' }, outdir: 'dist/electron', outExtension: { '.js': '.cjs' } }),
]);
if (!quiet) console.log('Built dist/renderer and dist/electron.');
