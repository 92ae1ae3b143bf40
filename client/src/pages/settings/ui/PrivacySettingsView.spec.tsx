import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, requestsTo, routeFetch } from '../../../../test/http';
import { settingsAnswer } from '../../../../test/settings';
import { renderRoutes } from '../../../../test/render';
import { PrivacySettingsView } from './PrivacySettingsView';
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

const settings = () => settingsAnswer({ privacy: PRIVACY });

function renderView() {
  return renderRoutes([{ path: '/settings', element: <PrivacySettingsView /> }], '/settings');
}

describe('Privacy & Security view', () => {
  it('saves only the changed settings, only when something changed', async () => {
    const fetchMock = routeFetch({
      'GET /settings': settings,
      'PUT /settings/privacy': () =>
        jsonResponse({
          success: true,
          message: 'Privacy settings updated',
          data: { ...PRIVACY, profileVisibility: 'private', showFollowers: false },
        }),
    });
    renderView();
    const user = userEvent.setup();
    const save = await screen.findByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Profile visibility/ }),
      'private',
    );
    await user.click(screen.getByRole('switch', { name: /Show followers and following/ }));
    expect(screen.getByText('You have unsaved changes')).toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByText('Privacy settings updated')).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, '/settings/privacy');
    expect(await request.json()).toEqual({ profileVisibility: 'private', showFollowers: false });
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('says that a closed profile leaves the posts in feeds until Post visibility follows', async () => {
    routeFetch({ 'GET /settings': settings });
    renderView();
    const user = userEvent.setup();
    const profile = await screen.findByRole('combobox', { name: /Profile visibility/ });
    expect(screen.queryByText(/still show in others' feeds/)).not.toBeInTheDocument();
    await user.selectOptions(profile, 'private');
    expect(
      screen.getByText(
        'Your profile is "Only me", but your posts are "Public": they still show in others\' feeds and reels. To hide them too, change Post visibility.',
      ),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Post visibility/ }), 'private');
    expect(screen.queryByText(/still show in others' feeds/)).not.toBeInTheDocument();
  });

  it('Reset puts back what the server holds', async () => {
    routeFetch({ 'GET /settings': settings });
    renderView();
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: /Who can comment/ });
    await user.selectOptions(select, 'none');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(select).toHaveValue('everyone');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('says Could not update privacy settings with the reason when the save fails', async () => {
    routeFetch({
      'GET /settings': settings,
      'PUT /settings/privacy': () =>
        jsonResponse({ success: false, message: 'Server unavailable' }, 503),
    });
    renderView();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: /Find me by email/ }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Could not update privacy settings')).toBeInTheDocument();
  });

  it('says Failed to load privacy settings when they cannot load', async () => {
    routeFetch({ 'GET /settings': () => jsonResponse({ success: false }, 500) });
    renderView();
    expect(await screen.findByText('Failed to load privacy settings')).toBeInTheDocument();
  });

  it('speaks Spanish: sections, settings, options and the visibility warning', async () => {
    routeFetch({ 'GET /settings': settings });
    await act(() => i18n.changeLanguage('es'));
    renderView();
    const user = userEvent.setup();
    const profile = await screen.findByRole('combobox', { name: /Visibilidad del perfil/ });
    expect(screen.getByRole('heading', { name: 'Interacciones' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Encontrarme por correo/ })).toBeInTheDocument();
    // Each of the three visibility settings offers it.
    expect(screen.getAllByRole('option', { name: 'Solo yo' })).toHaveLength(3);
    await user.selectOptions(profile, 'private');
    expect(
      screen.getByText(
        'Tu perfil es «Solo yo», pero tus publicaciones son «Público»: siguen apareciendo en los feeds y reels de los demás. Para ocultarlas también, cambia la Visibilidad de las publicaciones.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Tienes cambios sin guardar')).toBeInTheDocument();
  });
});
