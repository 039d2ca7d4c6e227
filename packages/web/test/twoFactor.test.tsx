// Enabling two-factor on the profile: the secret, a code, then the recovery codes, which stay on
// screen when the session comes back with two-factor on and force-2FA lifted.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTH } from '@tuura/domain/limits';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ProfilePage from '../src/features/profile/ProfilePage.tsx';
import { TwoFactorEnableForm } from '../src/features/profile/TwoFactorEnableForm.tsx';
import fiProfile from '../src/i18n/fi.profile.json';
import { testUser } from './fixtures.ts';
import { json, renderWithProviders, signedInClient } from './render.tsx';

const CODES = Array.from({ length: AUTH.recoveryCodeCount }, (_, i) => `code-${i}`);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('two-factor on the profile', () => {
  it('keeps the recovery codes when enabling lifts force-2FA', async () => {
    const forced = testUser({ tfaRequired: true });
    const enabled = testUser({ settings: { ...forced.settings, tfa: { enabled: true } } });
    vi.stubGlobal('fetch', (url: string) =>
      Promise.resolve(
        url.endsWith('/tfa/setup')
          ? json({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Tuura?secret=JBSWY3DPEHPK3PXP' })
          : url.endsWith('/tfa/enable')
            ? json({ recoveryCodes: CODES })
            : url.endsWith('/api/auth/session')
              ? json({ session: { kind: 'user', user: enabled } })
              : json({}, 404),
      ),
    );
    const client = signedInClient(forced);
    renderWithProviders(<ProfilePage />, { client, route: '/profile' });
    expect(screen.getByTestId('tfa-required')).toBeTruthy();

    fireEvent.click(screen.getByTestId('tfa-start'));
    expect((await screen.findByTestId('tfa-secret')).textContent).toBe('JBSWY3DPEHPK3PXP');
    fireEvent.change(screen.getByTestId('tfa-otp'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('tfa-enable'));

    const codes = await screen.findByTestId('recovery-codes');
    expect(within(codes).getAllByRole('listitem')).toHaveLength(CODES.length);
    // The session is asked again and comes back with two-factor on: the requirement goes…
    await waitFor(() => expect(screen.queryByTestId('tfa-required')).toBeNull());
    expect(screen.getByTestId('tfa-status').textContent).toBe(fiProfile.profile.tfa.on);
    // …and the codes, shown only this once, are still there.
    expect(within(screen.getByTestId('recovery-codes')).getAllByRole('listitem')).toHaveLength(CODES.length);
  });

  it('the enable form says how long the code is', () => {
    renderWithProviders(
      <TwoFactorEnableForm secret="ABC" uri="otpauth://totp/x" onEnabled={() => {}} onCancel={() => {}} />,
    );
    expect(screen.getByText(`Todennussovelluksen näyttämä ${AUTH.otpLength}-numeroinen koodi`)).toBeTruthy();
  });
});
