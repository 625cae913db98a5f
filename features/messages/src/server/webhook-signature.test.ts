import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { genuineSignature } from './webhook-signature.ts';

const body = '{"object":"whatsapp_business_account","entry":[]}';
const sign = (secret: string, text: string) => `sha256=${createHmac('sha256', secret).update(text).digest('hex')}`;

describe('X-Hub-Signature-256', () => {
  it('is genuine when it is the HMAC-SHA256 of the raw body with the app secret', () => {
    expect(genuineSignature('s3cret', body, sign('s3cret', body))).toBe(true);
  });

  it('is refused with another secret, another body, a cut or missing header, or no secret configured', () => {
    expect(genuineSignature('s3cret', body, sign('other', body))).toBe(false);
    expect(genuineSignature('s3cret', `${body} `, sign('s3cret', body))).toBe(false);
    expect(genuineSignature('s3cret', body, sign('s3cret', body).slice(0, 20))).toBe(false);
    expect(genuineSignature('s3cret', body, sign('s3cret', body).replace('sha256=', 'sha1='))).toBe(false);
    expect(genuineSignature('s3cret', body, undefined)).toBe(false);
    expect(genuineSignature(null, body, sign('', body))).toBe(false);
  });
});
