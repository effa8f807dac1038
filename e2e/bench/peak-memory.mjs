// Preloaded with `node --import` into a measured process: at exit, appends the process's
// peak resident memory (all threads) to the file named by BENCH_PEAK_FILE.
import { appendFileSync } from 'node:fs';

const target = process.env.BENCH_PEAK_FILE;
if (target) process.on('exit', () => appendFileSync(target, `${process.resourceUsage().maxRSS * 1024}\n`));
