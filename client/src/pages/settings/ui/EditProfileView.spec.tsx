import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, routeFetch } from '../../../../test/http';
import { settingsAnswer } from '../../../../test/settings';
import { logInAs } from '../../../../test/posts';
import { renderRoutes } from '../../../../test/render';
import { EditProfileView } from './EditProfileView';
import { i18n } from '@/shared/i18n';

const profile = {
  fullName: 'Ada Stone',
  bio: null,
  website: null,
  location: null,
  profilePic: null,
};

function serve() {
  return routeFetch({
    'GET /settings': () => settingsAnswer({ profile }),
    'PUT /profile/updateProfilePicture': () =>
      jsonResponse({
        success: true,
        message: 'Profile picture updated successfully',
        data: { profilePic: '/media/avatars/a.png' },
      }),
    'PUT /settings/profile': () =>
      jsonResponse({ success: true, message: 'Profile updated successfully', data: {} }),
  });
}

function renderView() {
  logInAs();
  renderRoutes([{ path: '/settings', element: <EditProfileView /> }], '/settings');
}

const calls = (mock: jest.Mock) =>
  mock.mock.calls
    .map(([input]) => input as Request)
    .filter((r) => r.method === 'PUT')
    .map((r) => new URL(r.url).pathname.replace('/api/v1', ''));

describe('EditProfileView', () => {
  it('refuses a broken form with SPEC §5 messages and sends nothing', async () => {
    const fetchMock = serve();
    renderView();
    const name = await screen.findByLabelText('Full Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'A');
    await userEvent.type(screen.getByLabelText('Website'), 'not a site');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Full name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid website URL')).toBeInTheDocument();
    // Said beside Save Changes, not in a toast over the fields; the first broken field is focused.
    const fix = await screen.findByText('Please fix the errors before saving');
    expect(fix.closest('form')).not.toBeNull();
    await waitFor(() => expect(name).toHaveFocus());
    expect(calls(fetchMock)).toEqual([]);
    // A field's error clears when that field is edited.
    await userEvent.type(name, 'da');
    expect(screen.queryByText('Full name must be at least 2 characters')).not.toBeInTheDocument();

    // Fixed and saved: the refusal leaves, and 'Updated' does not stand beside it.
    await userEvent.clear(screen.getByLabelText('Website'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    await waitFor(
      () =>
        expect(screen.queryByText('Please fix the errors before saving')).not.toBeInTheDocument(),
      { timeout: 3000 },
    );
  });

  it('uploads the picture first, then sends only the changed fields', async () => {
    const fetchMock = serve();
    renderView();
    await screen.findByLabelText('Full Name');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await userEvent.upload(screen.getByTestId('settings-avatar-file'), picture);
    await userEvent.type(screen.getByLabelText('Bio'), 'Keeper');
    expect(screen.getByText('6/500')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual(['/profile/updateProfilePicture', '/settings/profile']);
    const sent = fetchMock.mock.calls
      .map(([input]) => input as Request)
      .find((r) => r.url.endsWith('/settings/profile'));
    expect(await sent?.json()).toEqual({ bio: 'Keeper' });
  });

  it('shows the saved picture, also when Edit Profile opens again, without a reload', async () => {
    let profilePic: string | null = null;
    routeFetch({
      'GET /settings': () => settingsAnswer({ profile: { ...profile, profilePic } }),
      'PUT /profile/updateProfilePicture': () => {
        profilePic = '/media/avatars/new.webp';
        return jsonResponse({ success: true, data: { profilePic } });
      },
    });
    logInAs();
    const { router } = renderRoutes(
      [
        { path: '/settings', element: <EditProfileView /> },
        { path: '/elsewhere', element: <p>Elsewhere</p> },
      ],
      '/settings',
    );
    await screen.findByLabelText('Full Name');
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await userEvent.upload(screen.getByTestId('settings-avatar-file'), picture);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile picture updated successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute(
        'src',
        '/media/avatars/new.webp',
      ),
    );

    await act(() => router.navigate('/elsewhere'));
    await act(() => router.navigate('/settings'));
    expect(await screen.findByRole('img', { name: 'Profile picture' })).toHaveAttribute(
      'src',
      '/media/avatars/new.webp',
    );
  });

  it('refuses a picture of the wrong type or over 5 MB', async () => {
    serve();
    renderView();
    await screen.findByLabelText('Full Name');
    const input = screen.getByTestId('settings-avatar-file');
    await userEvent.upload(input, new File(['x'], 'a.webp', { type: 'image/webp' }), {
      applyAccept: false,
    });
    expect(
      await screen.findByText('Please select a valid image file (JPEG, PNG, or GIF)'),
    ).toBeInTheDocument();
    const big = new File([new Uint8Array(5242881)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    expect(await screen.findByText('Image size must be less than 5MB')).toBeInTheDocument();
  });

  it("speaks Spanish: labels and the rules' messages", async () => {
    const fetchMock = serve();
    await act(() => i18n.changeLanguage('es'));
    renderView();
    const name = await screen.findByLabelText('Nombre completo');
    expect(screen.getByRole('heading', { name: 'Consejos para tu perfil' })).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'A');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(
      await screen.findByText('El nombre completo debe tener al menos 2 caracteres'),
    ).toBeInTheDocument();
    expect(screen.getByText('Corrige los errores antes de guardar')).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual([]);
  });
});
