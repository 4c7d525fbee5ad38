/**
 * A throw-away self-signed certificate for the loopback stand-ins (127.0.0.1 and localhost), made with the
 * openssl command line at test time so no key is ever committed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Certificate {
  key: string;
  cert: string;
  /** The certificate as a file, for NODE_EXTRA_CA_CERTS. */
  certFile: string;
}

export function makeCertificate(dir = mkdtempSync(path.join(tmpdir(), 'stand-in-cert-'))): Certificate {
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-sha256',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'pipe' },
    );
  } catch (error) {
    throw new Error(
      `The live-mode tests need the openssl command to make a test certificate (apt-get install openssl): ${(error as Error).message}`,
    );
  }
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
}
