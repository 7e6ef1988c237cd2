import { defineConfig } from 'vite';

// The renderer is served from app://arbiter/ in Electron and from the venue host over HTTP; a
// relative base works for both.
export default defineConfig({
  root: 'renderer',
  base: './',
  // Two pages: the app (desk, projector, print) and the players' phones page, kept apart so a phone
  // loads only its own small bundle.
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    target: 'chrome120',
    rollupOptions: { input: { main: 'renderer/index.html', phone: 'renderer/phone.html' } },
  },
  // esbuild/oxc compile JSX with React's automatic runtime; no plugin needed.
  oxc: { jsx: { runtime: 'automatic' } },
});
