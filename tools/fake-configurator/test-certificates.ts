// Certificates for the TLS tests, made with openssl at test time (never committed): a private
// certificate authority and two server certificates it signed, one for 127.0.0.1 and one for
// another name. Nothing here is trusted by the system, which is the point.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestCertificates {
  caCert: string;
  /** For https://127.0.0.1 (SAN IP:127.0.0.1 and DNS:localhost). */
  server: { key: string; cert: string };
  /** Valid, signed by the same authority, but for other.example: a name mismatch on 127.0.0.1. */
  otherName: { key: string; cert: string };
  dir: string;
  remove: () => void;
}

export function createTestCertificates(): TestCertificates {
  const dir = mkdtempSync(join(tmpdir(), 'fake-configurator-tls-'));
  const file = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });

  openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', file('ca.key'), '-out', file('ca.crt'), '-days', '2', '-subj', '/CN=Fake Configurator Test CA',
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign');

  const issue = (name: string, subjectAltName: string) => {
    openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', file(`${name}.key`), '-out', file(`${name}.csr`), '-subj', `/CN=${name}`);
    writeFileSync(file(`${name}.ext`), `subjectAltName=${subjectAltName}\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n`);
    openssl('x509', '-req', '-in', file(`${name}.csr`), '-CA', file('ca.crt'), '-CAkey', file('ca.key'), '-CAcreateserial', '-out', file(`${name}.crt`), '-days', '2', '-extfile', file(`${name}.ext`));
    return { key: readFileSync(file(`${name}.key`), 'utf8'), cert: readFileSync(file(`${name}.crt`), 'utf8') };
  };

  return {
    caCert: readFileSync(file('ca.crt'), 'utf8'),
    server: issue('server', 'IP:127.0.0.1,DNS:localhost'),
    otherName: issue('other', 'DNS:other.example'),
    dir,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
