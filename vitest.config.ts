import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // electron's real module downloads a binary when required in plain Node; unit tests use a fake.
    alias: { electron: fileURLToPath(new URL('./test/fakes/electron.ts', import.meta.url)) },
  },
  test: {
    include: ['test/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
