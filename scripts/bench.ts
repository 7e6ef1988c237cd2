// Entry of `npm run bench` (package.json: tsx scripts/bench.ts); the bench lives in scripts/bench/.
import { main } from './bench/main';

process.exitCode = await main(process.argv.slice(2));
