import { defineConfig } from 'vite';

// The renderer is served from app://arbiter/ in Electron and from the venue host over HTTP; a
// relative base works for both.
export default defineConfig({
  root: 'renderer',
  base: './',
  build: { outDir: '../dist/renderer', emptyOutDir: true, target: 'chrome120' },
  // esbuild/oxc compile JSX with React's automatic runtime; no plugin needed.
  oxc: { jsx: { runtime: 'automatic' } },
});
