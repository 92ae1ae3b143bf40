import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, requestsTo, routeFetch } from '../../../../test/http';
import { settingsAnswer } from '../../../../test/settings';
import { logInAs } from '../../../../test/posts';
import { renderRoutes } from '../../../../test/render';
import { NotificationsView } from './NotificationsView';
import { i18n } from '@/shared/i18n';

const defaults = {
  emailNotifications: true,
  pushNotifications: true,
  smsNotifications: false,
  likeNotifications: true,
  commentNotifications: true,
  followNotifications: true,
  messageNotifications: true,
};

function serve() {
  return routeFetch({
    'GET /settings': () => settingsAnswer({ notifications: defaults }),
    'PUT /settings/notifications': async (req) =>
      jsonResponse({
        success: true,
        message: 'Notification settings updated successfully',
        data: { ...defaults, ...((await req.clone().json()) as object) },
      }),
  });
}

describe('NotificationsView', () => {
  it('says there is nothing to save, then sends only the keys that changed', async () => {
    const fetchMock = serve();
    logInAs();
    renderRoutes([{ path: '/settings', element: <NotificationsView /> }], '/settings');
    const save = await screen.findByRole('button', { name: 'Save Changes' });
    expect(screen.getByText('6 of 7 notification types enabled')).toBeInTheDocument();

    await userEvent.click(save);
    expect(await screen.findByText('No changes to save')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/settings/notifications')).toHaveLength(0);

    await userEvent.click(screen.getByRole('switch', { name: /Likes/ }));
    await userEvent.click(screen.getByRole('switch', { name: /SMS Notifications/ }));
    expect(screen.getByText('You have unsaved changes')).toBeInTheDocument();
    await userEvent.click(save);
    expect(
      await screen.findByText('Notification settings updated successfully'),
    ).toBeInTheDocument();
    const [sent] = requestsTo(fetchMock, '/settings/notifications');
    expect(await sent.json()).toEqual({ likeNotifications: false, smsNotifications: true });
  });

  it('Disable All turns every toggle off', async () => {
    serve();
    logInAs();
    renderRoutes([{ path: '/settings', element: <NotificationsView /> }], '/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Disable All' }));
    expect(screen.getByText('0 of 7 notification types enabled')).toBeInTheDocument();
    for (const toggle of screen.getAllByRole('switch')) expect(toggle).not.toBeChecked();
  });

  it('speaks Spanish', async () => {
    serve();
    logInAs();
    await act(() => i18n.changeLanguage('es'));
    renderRoutes([{ path: '/settings', element: <NotificationsView /> }], '/settings');
    expect(await screen.findByText('6 de 7 tipos de notificación activados')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: /Me gusta/ }));
    expect(screen.getByText('Tienes cambios sin guardar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(
      await screen.findByText('Ajustes de notificaciones actualizados correctamente'),
    ).toBeInTheDocument();
  });
});
