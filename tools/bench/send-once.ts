// The measured side of the upload benchmark: one sendImport of a file, in its own process,
// so its time and peak memory are the client's alone. Usage: send-once ENDPOINT FILE SHA256
// (the token comes from BENCH_TOKEN).
import { sendImport } from '../../electron/net/import-client';

const [endpoint, filePath, expectedSha256] = process.argv.slice(2);
const result = await sendImport({
  endpoint: endpoint!, filePath: filePath!, expectedSha256: expectedSha256!, bodyOffset: 0, token: process.env.BENCH_TOKEN ?? '',
});
if (result.code !== 'accepted') {
  process.stderr.write(`${result.code}: ${result.message}\n`);
  process.exitCode = 1;
}
