// Two-factor set-up shows a QR code of the otpauth URI (the key stays as a fallback with a copy
// button), and the recovery codes download as a text file.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecoveryCodes } from '../src/features/profile/RecoveryCodes.tsx';
import { TwoFactorKey } from '../src/features/profile/TwoFactorKey.tsx';
import fiProfile from '../src/i18n/fi.profile.json';
import { renderWithProviders } from './render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Tuura:vaino%40example.com?secret=${SECRET}&issuer=Tuura`;

describe('two-factor set-up', () => {
  it('draws the otpauth URI as a QR code and keeps the key and the link', async () => {
    renderWithProviders(<TwoFactorKey secret={SECRET} uri={URI} />);
    const qr = await screen.findByTestId('tfa-qr');
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.getAttribute('aria-label')).toBe(fiProfile.profile.tfa.qrLabel);
    // Modules drawn: a real code has dark squares, many more than the three finder patterns.
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    expect((qr.querySelector('path:last-of-type')?.getAttribute('d') ?? '').length).toBeGreaterThan(500);
    expect(screen.getByTestId('tfa-secret').textContent).toBe(SECRET);
    expect(screen.getByTestId('tfa-uri').getAttribute('href')).toBe(URI);
  });

  it('copies the key and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithProviders(<TwoFactorKey secret={SECRET} uri={URI} />);
    fireEvent.click(screen.getByRole('button', { name: 'Kopioi' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await screen.findByRole('button', { name: 'Kopioitu' })).toBeTruthy();
  });
});

describe('recovery codes', () => {
  it('download as tuura-recovery-codes.txt with every code on its own line', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:codes';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const codes = ['aaaa-1111', 'bbbb-2222', 'cccc-3333'];
    renderWithProviders(<RecoveryCodes codes={codes} email="vaino@example.com" onDone={() => undefined} />);
    fireEvent.click(screen.getByTestId('tfa-codes-download'));
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('tuura-recovery-codes.txt');
    expect(clicked[0]?.href).toBe('blob:codes');
    expect(blobs[0]?.type).toBe('text/plain;charset=utf-8');
    const lines = (await blobs[0]?.text())?.split('\n') ?? [];
    expect(lines[0]).toContain('vaino@example.com');
    expect(lines.slice(2, 5)).toEqual(codes);
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:codes'));
  });
});
