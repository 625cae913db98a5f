import { createHash } from 'node:crypto';
import forge from 'node-forge';
import { badRequest } from '@agenda/trpc';
import { DOCUMENTS_TEXTS as T } from '../shared/texts.ts';

/** What the clinic keeps of an A1 certificate besides the file itself (the password is never kept). */
export interface CertificateFacts {
  subject: string;
  issuer: string;
  notBefore: Date;
  notAfter: Date;
  /** SHA-256 of the certificate (DER), hex. */
  fingerprint: string;
}

const commonName = (attributes: forge.pki.CertificateField[]) =>
  String(attributes.find((a) => a.shortName === 'CN')?.value ?? attributes.map((a) => a.value).join(', '));

/**
 * Opens a .pfx/.p12 with its password: its first certificate that has a private key beside it.
 * A wrong password and a file that is no PKCS#12 are told apart (400 each); an expired certificate
 * is refused (`now` is when it would sign).
 */
export function openCertificate(p12: Uint8Array, password: string, now = new Date()): CertificateFacts {
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(p12).toString('binary')));
  } catch {
    throw badRequest(T.badCertificate);
  }
  let parsed: forge.pkcs12.Pkcs12Pfx;
  try {
    parsed = forge.pkcs12.pkcs12FromAsn1(asn1, true, password);
  } catch (error) {
    // forge says 'Invalid password?' when the MAC does not check; anything else is not a PKCS#12.
    throw badRequest(error instanceof Error && /password/i.test(error.message) ? T.wrongPassword : T.badCertificate);
  }
  const keyBag = forge.pki.oids.pkcs8ShroudedKeyBag as string;
  const certBag = forge.pki.oids.certBag as string;
  const keys = parsed.getBags({ bagType: keyBag })[keyBag] ?? [];
  const certs = parsed.getBags({ bagType: certBag })[certBag] ?? [];
  const key = keys[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  const cert = certs
    .map((bag: forge.pkcs12.Bag) => bag.cert)
    .find(
      (c: forge.pki.Certificate | undefined): c is forge.pki.Certificate =>
        !!c && !!key && (c.publicKey as forge.pki.rsa.PublicKey).n.equals(key.n),
    );
  if (!cert) throw badRequest(T.badCertificate);
  if (cert.validity.notAfter < now || cert.validity.notBefore > now) throw badRequest(T.expiredCertificate);
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  return {
    subject: commonName(cert.subject.attributes),
    issuer: commonName(cert.issuer.attributes),
    notBefore: cert.validity.notBefore,
    notAfter: cert.validity.notAfter,
    fingerprint: createHash('sha256').update(Buffer.from(der, 'binary')).digest('hex'),
  };
}
