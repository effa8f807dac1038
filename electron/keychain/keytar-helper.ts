// A one-call keytar process for the command-line tool (dist/cli/keytar-helper.cjs): argv is
// the operation, the service and the account; a password comes on stdin; one JSON line goes
// to stdout. A keychain daemon that stopped answering then holds this process, not the CLI:
// a native call blocks one of libuv's pool threads, and Node cannot exit while one is busy.
import { loadKeytar } from './load-keytar';

type Answer = { ok: true; value: string | boolean | null } | { ok: false; message: string };

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text;
}

async function main(): Promise<Answer> {
  const [operation, service, account] = process.argv.slice(2);
  if (service === undefined || account === undefined) return { ok: false, message: 'usage: keytar-helper get|set|delete SERVICE ACCOUNT' };
  const keytar = loadKeytar();
  if (operation === 'get') return { ok: true, value: await keytar.getPassword(service, account) };
  if (operation === 'delete') return { ok: true, value: await keytar.deletePassword(service, account) };
  if (operation === 'set') {
    await keytar.setPassword(service, account, await readStdin());
    return { ok: true, value: null };
  }
  return { ok: false, message: `unknown operation ${String(operation)}` };
}

main().then(
  (answer) => process.stdout.write(`${JSON.stringify(answer)}\n`),
  (error: unknown) => process.stdout.write(`${JSON.stringify({ ok: false, message: error instanceof Error ? error.message : String(error) })}\n`),
);
