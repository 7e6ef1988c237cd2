// runtime: electron-main. Entry point of the desktop app (bundled to dist/electron/main.cjs).
import { join } from 'node:path';
import { startShell } from './app';

startShell({ rendererDir: join(__dirname, '../renderer'), preloadDir: __dirname }, process.argv.slice(1));
