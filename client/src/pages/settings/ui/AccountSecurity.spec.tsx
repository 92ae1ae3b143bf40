import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, requestsTo, routeFetch } from '../../../../test/http';
import { settingsAnswer } from '../../../../test/settings';
import { renderRoutes } from '../../../../test/render';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';
import { i18n } from '@/shared/i18n';

const PRIVACY = {
  profileVisibility: 'public',
  postVisibility: 'public',
  storyVisibility: 'friends',
  allowComments: 'everyone',
  allowMessages: 'everyone',
  allowTags: 'everyone',
  showOnlineStatus: true,
  showActivity: true,
  showFollowers: true,
  allowSearchByEmail: false,
  allowSearchByPhone: false,
  twoFactorAuth: false,
  loginAlerts: true,
};

const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-fghj${i}`);

describe('Two-factor authentication section', () => {
  it('sets up with the QR code and the key, turns on with a code and shows the recovery codes once', async () => {
    const fetchMock = routeFetch({
      'GET /settings': () => settingsAnswer({ privacy: PRIVACY }),
      'POST /settings/2fa/setup': () =>
        jsonResponse({
          success: true,
          data: {
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            otpauthUrl: 'otpauth://totp/SportsNet:ana?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            qrCode: 'data:image/png;base64,iVBORw0KGgo=',
          },
        }),
      'POST /settings/2fa/enable': async (request) =>
        (await request.json()).code === '123456'
          ? jsonResponse({ success: true, data: { recoveryCodes: CODES } })
          : jsonResponse({ success: false, message: 'Invalid verification code' }, 400),
    });
    renderRoutes([{ path: '/settings', element: <TwoFactorSection /> }], '/settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set up' }));
    expect(await screen.findByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    const turnOn = screen.getByRole('button', { name: 'Turn on' });
    expect(turnOn).toBeDisabled();
    await user.type(screen.getByLabelText('6-digit code'), '000000');
    await user.click(turnOn);
    expect(await screen.findByText('Invalid verification code')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const panel = await screen.findByRole('region', { name: 'Recovery codes' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    await user.click(within(panel).getByRole('button', { name: 'I saved them' }));
    // The codes are gone from the screen; the section says it is on.
    expect(screen.queryByRole('region', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/settings/2fa/enable')).toHaveLength(2);
  });

  it('turns off with the password and a code', async () => {
    const fetchMock = routeFetch({
      'GET /settings': () => settingsAnswer({ privacy: { ...PRIVACY, twoFactorAuth: true } }),
      'POST /settings/2fa/disable': () =>
        jsonResponse({ success: true, message: 'Two-factor authentication is off' }),
    });
    renderRoutes([{ path: '/settings', element: <TwoFactorSection /> }], '/settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await user.type(screen.getByLabelText('Password'), 'goal-keeper-9');
    await user.type(screen.getByLabelText('Code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Off')).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, '/settings/2fa/disable');
    expect(await request.json()).toEqual({ password: 'goal-keeper-9', code: '654321' });
  });
});

describe('Where you’re signed in', () => {
  it('lists the devices, marks this one, and signs another out', async () => {
    let sessions = [
      {
        _id: 'a',
        device: 'Chrome on Linux',
        ip: '203.0.113.7',
        createdAt: '2026-11-20T10:00:00.000Z',
        lastUsedAt: '2026-11-27T10:00:00.000Z',
        current: true,
      },
      {
        _id: 'b',
        device: 'Safari on iOS (mobile)',
        ip: '198.51.100.4',
        createdAt: '2026-11-21T10:00:00.000Z',
        lastUsedAt: '2026-11-26T10:00:00.000Z',
        current: false,
      },
    ];
    const fetchMock = routeFetch({
      'GET /settings/sessions': () => jsonResponse({ success: true, data: sessions }),
      'DELETE /settings/sessions/b': () => {
        sessions = sessions.filter((s) => s._id !== 'b');
        return jsonResponse({ success: true, message: 'Signed out of that device' });
      },
    });
    renderRoutes([{ path: '/settings', element: <SessionsSection /> }], '/settings');
    const user = userEvent.setup();
    expect(await screen.findByText('Safari on iOS (mobile)')).toBeInTheDocument();
    expect(screen.getByText('This device')).toBeInTheDocument();
    expect(screen.getByText('203.0.113.7')).toBeInTheDocument();
    // Only the other device has a Sign out button.
    const signOut = screen.getAllByRole('button', { name: /^Sign out Safari|^Sign out Chrome/ });
    expect(signOut).toHaveLength(1);
    await user.click(signOut[0]);
    expect(await screen.findByText('Signed out of that device')).toBeInTheDocument();
    // The list is read again once the sign-out answered: the device leaves it then.
    await waitFor(() =>
      expect(screen.queryByText('Safari on iOS (mobile)')).not.toBeInTheDocument(),
    );
    expect(requestsTo(fetchMock, '/settings/sessions/b')).toHaveLength(1);
    expect(
      screen.queryByRole('button', { name: 'Sign out of all other devices' }),
    ).not.toBeInTheDocument();
  });
});

describe('Two-factor and sessions in Spanish', () => {
  it('says what two-factor sign-in is, and lists the devices, in Spanish', async () => {
    routeFetch({
      'GET /settings': () => settingsAnswer({ privacy: PRIVACY }),
      'GET /settings/sessions': () =>
        jsonResponse({
          success: true,
          data: [
            {
              _id: 'a',
              device: null,
              ip: null,
              createdAt: '2026-11-20T10:00:00.000Z',
              lastUsedAt: '2026-11-27T10:00:00.000Z',
              current: true,
            },
            {
              _id: 'b',
              device: 'Firefox on Windows',
              ip: '198.51.100.4',
              createdAt: '2026-11-21T10:00:00.000Z',
              lastUsedAt: '2026-11-26T10:00:00.000Z',
              current: false,
            },
          ],
        }),
    });
    await act(() => i18n.changeLanguage('es'));
    renderRoutes(
      [
        {
          path: '/settings',
          element: (
            <>
              <TwoFactorSection />
              <SessionsSection />
            </>
          ),
        },
      ],
      '/settings',
    );
    expect(
      await screen.findByRole('heading', { name: 'Autenticación en dos pasos' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Configurar' })).toBeInTheDocument();
    expect(screen.getByText('Desactivada')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dónde has iniciado sesión' })).toBeInTheDocument();
    expect(await screen.findByText('Este dispositivo')).toBeInTheDocument();
    expect(screen.getByText('Dispositivo desconocido')).toBeInTheDocument();
    expect(screen.getByText('Dirección desconocida')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Cerrar sesión en Firefox on Windows (198.51.100.4)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar las demás sesiones' })).toBeInTheDocument();
  });
});
