import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

// A DEMO certificate, for the demo clinic and the tests only: a self-signed test CA made in code and
// an A1-like certificate it issues, as a .p12. No ICP-Brasil authority is behind it; its names say so
// (in ASCII: forge writes certificate names as PrintableString).

export const DEMO_CA_NAME = 'Agenda DEMO - AC de teste, sem validade juridica';

export interface DemoCertificateRequest {
  /** The holder, as ICP-Brasil A1 certificates name a person: 'NOME:CPF'. */
  holder: string;
  password: string;
  /** How long it lasts from now (days); negative makes an expired one, for the tests. */
  days?: number;
}

const serial = () => forge.util.bytesToHex(forge.random.getBytesSync(9)).replace(/^[89a-f]/, '1');

function certificate(subject: string, issuer: string, publicKey: forge.pki.PublicKey, days: number, ca: boolean) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = serial();
  const now = Date.now();
  cert.validity.notBefore = new Date(Math.min(now, now + days * 86_400_000) - 86_400_000);
  cert.validity.notAfter = new Date(now + days * 86_400_000);
  cert.setSubject([
    { shortName: 'CN', value: subject },
    { shortName: 'O', value: 'Agenda DEMO' },
    { shortName: 'C', value: 'BR' },
  ]);
  cert.setIssuer([
    { shortName: 'CN', value: issuer },
    { shortName: 'O', value: 'Agenda DEMO' },
    { shortName: 'C', value: 'BR' },
  ]);
  cert.setExtensions(
    ca
      ? [
          { name: 'basicConstraints', cA: true, critical: true },
          { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
        ]
      : [
          { name: 'basicConstraints', cA: false },
          { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
        ],
  );
  return cert;
}

/** An RSA key pair made by Node's crypto (native: forge's own generation takes seconds). */
function rsaKeys() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(
    privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  ) as forge.pki.rsa.PrivateKey;
  return { privateKey: key, publicKey: forge.pki.setRsaPublicKey(key.n, key.e) };
}

/** A test CA and a holder's certificate issued by it, packed as a .p12 with `password` (the CA inside too). */
export function makeDemoCertificate(request: DemoCertificateRequest): Buffer {
  const caKeys = rsaKeys();
  const holderKeys = rsaKeys();
  const ca = certificate(DEMO_CA_NAME, DEMO_CA_NAME, caKeys.publicKey, 3650, true);
  ca.sign(caKeys.privateKey, forge.md.sha256.create());
  const holder = certificate(request.holder, DEMO_CA_NAME, holderKeys.publicKey, request.days ?? 365, false);
  holder.sign(caKeys.privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(holderKeys.privateKey, [holder, ca], request.password, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}
