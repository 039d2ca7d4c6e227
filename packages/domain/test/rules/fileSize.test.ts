import { describe, expect, it } from 'vitest';
import { FILES } from '../../src/limits.ts';
import { formatBytes, usedPercent } from '../../src/rules/fileSize.ts';

describe('formatBytes', () => {
  it('uses 1000-based units with a Finnish decimal comma', () => {
    expect(formatBytes(1_200_000_000, 'fi')).toBe('1,2 Gt');
    expect(formatBytes(FILES.personalBucketBytes, 'fi')).toBe('2 Gt');
    expect(formatBytes(20_000_000, 'fi')).toBe('20 Mt');
    expect(formatBytes(1500, 'fi')).toBe('1,5 kt');
    expect(formatBytes(999, 'fi')).toBe('999 t');
  });

  it('uses English units with a decimal point', () => {
    expect(formatBytes(1_200_000_000, 'en')).toBe('1.2 GB');
    expect(formatBytes(FILES.otherBucketBytes, 'en')).toBe('5 GB');
    expect(formatBytes(0, 'en')).toBe('0 B');
    expect(formatBytes(1000, 'en')).toBe('1 kB');
  });

  it('moves to the next unit when rounding reaches 1000', () => {
    expect(formatBytes(999_960, 'en')).toBe('1 MB');
    expect(formatBytes(999_940, 'en')).toBe('999.9 kB');
  });

  it('never shows a negative size', () => {
    expect(formatBytes(-5, 'en')).toBe('0 B');
  });
});

describe('usedPercent', () => {
  it('is the share in use, capped', () => {
    expect(usedPercent(500, 2000)).toBe(25);
    expect(usedPercent(3000, 2000)).toBe(100);
    expect(usedPercent(1, 0)).toBe(100);
  });
});
