// The receiving side of the upload benchmark: the fake configurator in its own process,
// keeping no bodies. Prints its base URL on the first line.
import { startFakeConfigurator } from '../fake-configurator/server';

const fake = await startFakeConfigurator({ token: process.env.BENCH_TOKEN ?? 'bench-token', summaryLimitBytes: 0 });
process.stdout.write(`${fake.url}\n`);
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
