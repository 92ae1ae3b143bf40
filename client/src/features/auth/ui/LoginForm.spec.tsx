import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../../test/http';
import { renderRoutes } from '../../../../test/render';
import { LoginForm } from './LoginForm';

const USER = {
  _id: '7f1c2b1e-0000-4000-8000-000000000001',
  userName: 'ana',
  fullName: 'Ana Lopez',
  email: 'ana@example.com',
  image: null,
  isActive: true,
};

function renderLogin() {
  return renderRoutes(
    [
      { path: '/', element: <LoginForm /> },
      { path: '/feed', element: <h1>Feed page</h1> },
    ],
    '/',
  );
}

async function submit(userName: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), userName);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

/** The login's answer for an account with two-factor sign-in: the code step, with its challenge. */
const codeAsked = () =>
  jsonResponse({
    success: true,
    message: 'Enter the code from your authenticator app',
    twoFactorRequired: true,
    challenge: 'c-1',
  });

/** Types `code` into the code step and sends it. */
async function enterCode(code: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('6-digit code'), code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('LoginForm', () => {
  it('shows the fields and links of the login page', () => {
    renderLogin();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '#',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('posts the credentials, stores token and user and goes to /feed', async () => {
    const token = 'header.payload.signature';
    const fetchMock = mockFetch(
      jsonResponse({ success: true, message: 'Logged in', token, user: USER }),
    );
    const { router } = renderLogin();

    await submit('ana', 's3cret-pass');

    expect(await screen.findByRole('heading', { name: 'Feed page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/feed');
    expect(localStorage.getItem('token')).toBe(token);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(USER);

    const request = fetchMock.mock.calls[0][0] as Request;
    expect(request.method).toBe('POST');
    expect(request.url).toMatch(/\/api\/v1\/login$/);
    expect(await request.json()).toEqual({ userName: 'ana', password: 's3cret-pass' });
  });

  it("shows the server's message on failure, clears the session and stays on the page", async () => {
    localStorage.setItem('token', 'stale.token.value');
    localStorage.setItem('user', JSON.stringify(USER));
    mockFetch(jsonResponse({ success: false, message: 'Invalid user name or password' }, 401));
    const { router } = renderLogin();

    await submit('ana', 'wrong');

    expect(await screen.findByText('Invalid user name or password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    // Wrong credentials are not a session expiry.
    expect(screen.queryByText('Session expired. Please login again.')).not.toBeInTheDocument();
  });

  it('shows a suspended account why, until when, and the way to appeal', async () => {
    mockFetch(
      jsonResponse(
        {
          success: false,
          code: 'ACCOUNT_SUSPENDED',
          message: 'Your account is suspended until further notice. Reason: Spam',
          suspension: { reason: 'Spam', until: null, appealToken: 'tok.en.sig' },
        },
        403,
      ),
    );
    renderLogin();

    await submit('ana', 's3cret-pass');

    const notice = await screen.findByRole('alert', { name: 'Your account is suspended' });
    expect(notice).toHaveTextContent('Suspended until further notice. Reason: Spam');
    expect(screen.getByRole('link', { name: 'Appeal this decision' })).toHaveAttribute(
      'href',
      '/appeal?token=tok.en.sig',
    );
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("falls back to 'Login failed' when the server gives no message", async () => {
    mockFetch(new Response('Bad gateway', { status: 502 }));
    renderLogin();

    await submit('ana', 'whatever');

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("treats a network failure as 'Login failed'", async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    renderLogin();

    await submit('ana', 'whatever');

    await waitFor(() => expect(screen.getByText('Login failed')).toBeInTheDocument());
  });

  it('a login that works after a failed one takes the old error toast away', async () => {
    const token = 'header.payload.signature';
    mockFetch(
      jsonResponse({ success: false, message: 'Invalid user name or password' }, 401),
      jsonResponse({ success: true, message: 'Logged in', token, user: USER }),
    );
    renderLogin();
    await submit('ana', 'wrong-pass');
    expect(await screen.findByText('Invalid user name or password')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Username'));
    await user.clear(screen.getByLabelText('Password'));
    await submit('ana', 's3cret-pass');
    expect(await screen.findByRole('heading', { name: 'Feed page' })).toBeInTheDocument();
    await waitFor(
      () => expect(screen.queryByText('Invalid user name or password')).not.toBeInTheDocument(),
      { timeout: 1500 },
    );
  });

  it('asks for the 6-digit code when the password was right and the account has 2FA', async () => {
    const token = 'header.payload.signature';
    const fetchMock = mockFetch(
      codeAsked(),
      jsonResponse(
        { success: false, code: 'INVALID_CREDENTIALS', message: 'Invalid verification code' },
        401,
      ),
      jsonResponse({ success: true, message: 'Logged in', token, user: USER }),
    );
    const { router } = renderLogin();
    await submit('ana', 's3cret-pass');

    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid verification code')).toBeInTheDocument();

    // A recovery code instead.
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Feed page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/feed');
    expect(localStorage.getItem('token')).toBe(token);

    const second = fetchMock.mock.calls[1][0] as Request;
    expect(second.url).toMatch(/\/api\/v1\/login\/2fa$/);
    expect(await second.json()).toEqual({ challenge: 'c-1', code: '000000' });
    const third = fetchMock.mock.calls[2][0] as Request;
    expect(await third.json()).toEqual({ challenge: 'c-1', recoveryCode: 'abcde-fghjk' });
  });

  it('asks for the password again when the sign-in expired, by its code in any language', async () => {
    mockFetch(
      codeAsked(),
      jsonResponse(
        {
          success: false,
          code: 'LOGIN_CHALLENGE_EXPIRED',
          message: 'Este inicio de sesión ha caducado. Vuelve a iniciar sesión.',
        },
        401,
      ),
    );
    renderLogin();
    await submit('ana', 's3cret-pass');
    await enterCode('123456');

    expect(
      await screen.findByText('Este inicio de sesión ha caducado. Vuelve a iniciar sesión.'),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByLabelText('6-digit code')).not.toBeInTheDocument();
  });

  it('keeps the code step after a wrong code, whatever its message says', async () => {
    mockFetch(
      codeAsked(),
      jsonResponse(
        {
          success: false,
          code: 'INVALID_CREDENTIALS',
          message: 'This sign-in has expired. Please log in again.',
        },
        401,
      ),
    );
    renderLogin();
    await submit('ana', 's3cret-pass');
    await enterCode('000000');

    expect(
      await screen.findByText('This sign-in has expired. Please log in again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toBeInTheDocument();
  });
});
