import { describe, expect, it } from 'vitest';
import * as br from './index';

describe('@agenda/br entry point', () => {
  it('exposes the small helpers but not the holiday calendar', () => {
    expect(typeof br.isValidCpf).toBe('function');
    expect(typeof br.formatBRL).toBe('function');
    expect(br.HOLIDAY_TYPE_LABELS.CITY).toBe('Municipal');
    expect('brazilianHolidays' in br).toBe(false);
    expect('regionalHolidays' in br).toBe(false);
  });
});
