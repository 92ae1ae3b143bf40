import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../../test/http';
import { renderRoutes } from '../../../../test/render';
import { SignupForm } from './SignupForm';

function renderSignup() {
  return renderRoutes(
    [
      { path: '/', element: <h1>Login page</h1> },
      { path: '/signup', element: <SignupForm /> },
    ],
    '/signup',
  );
}

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), 'coach_carla');
  await user.type(screen.getByLabelText('Full Name'), 'Carla Ruiz');
  await user.type(screen.getByLabelText('Email'), 'carla@example.com');
  await user.type(screen.getByLabelText('Create a Password'), 'Str0ng-pass');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('SignupForm', () => {
  it('shows the signup fields and the placeholder policy links', () => {
    renderSignup();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    for (const name of ['Terms', 'Privacy Policy', 'Cookies Policy']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '#');
    }
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/');
  });

  it('creates the account, shows both toasts and goes to the login page', async () => {
    const fetchMock = mockFetch(
      jsonResponse({ success: true, message: 'Account Created Successfully' }, 201),
    );
    const { router } = renderSignup();

    await fillAndSubmit();

    expect(await screen.findByText('Account Created Successfully')).toBeInTheDocument();
    expect(await screen.findByText('Please login')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');

    const request = fetchMock.mock.calls[0][0] as Request;
    expect(request.url).toMatch(/\/api\/v1\/signup$/);
    expect(await request.json()).toEqual({
      userName: 'coach_carla',
      fullName: 'Carla Ruiz',
      email: 'carla@example.com',
      password: 'Str0ng-pass',
    });
  });

  it('shows the 409 message and stays on the signup page', async () => {
    mockFetch(jsonResponse({ success: false, message: 'User name is already taken' }, 409));
    const { router } = renderSignup();

    await fillAndSubmit();

    expect(await screen.findByText('User name is already taken')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });

  it('shows 400 field errors under their fields and clears one when edited', async () => {
    mockFetch(
      jsonResponse(
        {
          success: false,
          message: 'Validation failed',
          errors: { email: 'Email must be valid', password: 'Password is too short' },
        },
        400,
      ),
    );
    renderSignup();

    await fillAndSubmit();

    expect(await screen.findByText('Validation failed')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email must be valid');
    expect(screen.getByText('Password is too short')).toBeInTheDocument();

    await userEvent.setup().type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByText('Email must be valid')).not.toBeInTheDocument();
    expect(screen.getByText('Password is too short')).toBeInTheDocument();
  });

  it("falls back to 'Sign up failed' without a server message", async () => {
    mockFetch(new Response('', { status: 500 }));
    renderSignup();

    await fillAndSubmit();

    expect(await screen.findByText('Sign up failed')).toBeInTheDocument();
  });
});
