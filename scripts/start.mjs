// npm start: the Electron app where its binary is (or can be fetched); otherwise one line saying
// so, and the same app served on http://127.0.0.1:<port> by the venue host.
import { spawn, spawnSync } from 'node:child_process';
import { electronBinary } from './electron-binary.mjs';

const args = process.argv.slice(2);
let bin = electronBinary();
if (!bin) {
  const fetched = spawnSync(process.execPath, ['node_modules/electron/install.js'], { stdio: 'ignore', timeout: 120_000 });
  if (fetched.status === 0) bin = electronBinary();
}
const [cmd, cmdArgs] = bin
  ? [bin, ['dist/electron/main.cjs', ...args]]
  : [process.execPath, ['dist/electron/serve.cjs', ...args]];
if (!bin) console.log('Electron’s binary is not available on this machine (it could not be downloaded); serving the same app in your browser instead.');
const child = spawn(cmd, cmdArgs, { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
