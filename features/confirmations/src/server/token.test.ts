import { describe, expect, it } from 'vitest';
import { patientLinkKey, readPatientToken, signPatientToken, tokenSigns } from './token.ts';

const subject = {
  companyId: '0b6f2c1e-8a4d-4f5e-9c3b-1a2b3c4d5e6f',
  appointmentId: 'f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9',
  date: '2026-12-03',
  startTime: '09:30',
  professionalId: '11111111-2222-4333-8444-555555555555',
};
const key = patientLinkKey('session secret of this server');

describe('patient link tokens', () => {
  it('name their company and appointment and sign the slot', () => {
    const token = signPatientToken(key, subject);
    expect(token).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(signPatientToken(key, subject)).toBe(token);
    const read = readPatientToken(token);
    expect(read).toMatchObject({ companyId: subject.companyId, appointmentId: subject.appointmentId });
    expect(read && tokenSigns(key, read.mac, subject)).toBe(true);
  });

  it('stop signing once the slot moves', () => {
    const read = readPatientToken(signPatientToken(key, subject));
    if (!read) throw new Error('unreadable');
    expect(tokenSigns(key, read.mac, { ...subject, date: '2026-12-04' })).toBe(false);
    expect(tokenSigns(key, read.mac, { ...subject, startTime: '10:00' })).toBe(false);
    expect(tokenSigns(key, read.mac, { ...subject, professionalId: subject.appointmentId })).toBe(false);
  });

  it('refuse a tampered token and one signed with another secret', () => {
    const token = signPatientToken(key, subject);
    const flipped = `${token.slice(0, 63)}${token.endsWith('A') ? 'B' : 'A'}`;
    const read = readPatientToken(flipped);
    expect(read && tokenSigns(key, read.mac, subject)).toBe(false);
    const other = readPatientToken(signPatientToken(patientLinkKey('another secret'), subject));
    expect(other && tokenSigns(key, other.mac, subject)).toBe(false);
    // Another appointment's id spliced into a valid token no longer matches its MAC.
    const swapped = readPatientToken(signPatientToken(key, { ...subject, appointmentId: subject.professionalId }));
    expect(swapped && tokenSigns(key, swapped.mac, subject)).toBe(false);
  });

  it('read nothing from what is not shaped like a token', () => {
    for (const bad of ['', 'abc', `${'A'.repeat(63)}=`, 'A'.repeat(65), `${'A'.repeat(63)}!`]) {
      expect(readPatientToken(bad)).toBeNull();
    }
  });
});
