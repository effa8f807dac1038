// `npm run fake-configurator [-- --port N --behaviour NAME --token T --https]`: a fake
// configurator on 127.0.0.1 to try a full send by hand. See README.md beside this file.
import { parseArgs } from 'node:util';
import { BEHAVIOUR_BY_APP_ID, BEHAVIOUR_HELP, BEHAVIOUR_NAMES, isBehaviourName } from './behaviours';
import { DEFAULT_TOKEN, startFakeConfigurator } from './server';
import { createTestCertificates } from './test-certificates';

const DEFAULT_PORT = 8787;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: String(DEFAULT_PORT) },
      behaviour: { type: 'string', default: 'accept' },
      token: { type: 'string', default: DEFAULT_TOKEN },
      https: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log('npm run fake-configurator [-- --port N --behaviour NAME --token T --https]');
    console.log(`behaviours: ${BEHAVIOUR_NAMES.join(', ')}`);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number, not "${values.port}"`);
  if (!isBehaviourName(values.behaviour)) throw new Error(`--behaviour must be one of: ${BEHAVIOUR_NAMES.join(', ')}`);

  // With --https the certificate comes from a private authority nothing trusts, so the app
  // refuses it: that is how to see the TLS failure message.
  const certificates = values.https ? createTestCertificates() : undefined;
  const fake = await startFakeConfigurator({
    port,
    behaviour: values.behaviour,
    token: values.token,
    ...(certificates ? { tls: certificates.server } : {}),
    onRequest: (r) => {
      const answer = r.status === undefined ? 'connection reset, no answer' : `answered ${r.status}`;
      const auth = r.authorizationMatched ? 'token ok' : 'token NOT ok';
      const body = `${r.bodyBytes} bytes${r.complete ? '' : ' (incomplete)'}, sha256 ${r.bodySha256.slice(0, 12)}…`;
      console.log(`${new Date().toISOString()} ${r.method} ${r.path} [${r.behaviour}] ${answer}; ${auth}; ${body}`);
    },
  });

  const byId = [...BEHAVIOUR_BY_APP_ID].map(([id, name]) => `${id} → ${name}`).join(', ');
  console.log(`Fake configurator listening on ${fake.url}
  Base URL:    ${fake.url}
  Editor URL:  ${fake.editorUrl(4711)}   (paste it as the app ID: it gives 4711)
  Token:       ${fake.token}   (save it with \`token set --base-url ${fake.url}\`; it reads the token from stdin)
  Behaviour:   ${fake.behaviour().name}: ${BEHAVIOUR_HELP[fake.behaviour().name]}
${certificates ? `  TLS:         a certificate from a private test authority (${certificates.dir}/ca.crt); the app refuses it by design\n` : ''}
Switch the behaviour at run time:
  curl -X POST ${fake.url}/__fake/behaviour -H 'Content-Type: application/json' -d '{"name":"503","retryAfter":"2","busyTimes":1}'
  names: ${BEHAVIOUR_NAMES.join(', ')}
  options: retryAfter (429/503, default "1"), busyTimes (busy answers before accepting, default 1),
           delayMs (slow, default 5000), redirectTo and redirectStatus (redirect, default 307)
Or pick an app ID with a fixed behaviour (whatever the current one is): ${byId}
  e.g. ${fake.editorUrl(401)}
Requests so far: curl ${fake.url}/__fake/requests
Stop with Ctrl-C.
`);

  const stop = () => {
    void fake.close().finally(() => {
      certificates?.remove();
      process.exit(0);
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(64);
});
