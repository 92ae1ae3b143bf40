import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/shared/i18n';
import { jsonResponse, requestsTo, routeFetch } from '../../../../test/http';
import { logInAs } from '../../../../test/posts';
import { settingsAnswer } from '../../../../test/settings';
import { renderRoutes } from '../../../../test/render';
import { AccountStatusView } from './AccountStatusView';

const READY = {
  status: 'ready',
  url: 'https://files.example.com/export.zip',
  expiresAt: '2026-12-04T12:00:00.000Z',
  requestedAt: '2026-11-27T12:00:00.000Z',
};

function serve(
  download: object = { status: 'none', url: null, expiresAt: null, requestedAt: null },
) {
  return routeFetch({
    'GET /settings': () => settingsAnswer(),
    'GET /settings/data-download': () => jsonResponse({ success: true, data: download }),
  });
}

function renderView() {
  logInAs();
  renderRoutes([{ path: '/settings', element: <AccountStatusView /> }], '/settings');
}

describe('AccountStatusView', () => {
  it('shows the status and the actions; Hibernate waits for its word typed exactly', async () => {
    const fetchMock = serve();
    renderView();
    expect(await screen.findByText('Account Status: Active')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log Out Everywhere' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hibernate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hibernate Account' });
    expect(dialog).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Type HIBERNATE to confirm'), 'hibernate');
    const buttons = screen.getAllByRole('button', { name: 'Hibernate' });
    await userEvent.click(buttons[buttons.length - 1]);
    expect(await screen.findByText('Please type "HIBERNATE" to confirm')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/settings/hibernate')).toHaveLength(0);
  });

  it('speaks Spanish: status, actions, the ready download and the confirm-word dialog', async () => {
    serve(READY);
    await act(() => i18n.changeLanguage('es'));
    renderView();
    expect(await screen.findByText('Estado de la cuenta: activa')).toBeInTheDocument();
    expect(screen.getByText('Descarga tus datos')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Descargar' })).toHaveAttribute(
      'href',
      READY.url,
    );
    expect(screen.getByText('(hasta el 4 de diciembre de 2026)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar todas las sesiones' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar descarga' }));
    expect(
      await screen.findByRole('dialog', { name: 'Solicitar descarga de datos' }),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Escribe DOWNLOAD para confirmar'), 'descargar');
    const buttons = screen.getAllByRole('button', { name: 'Solicitar descarga' });
    await userEvent.click(buttons[buttons.length - 1]);
    expect(await screen.findByText('Escribe «DOWNLOAD» para confirmar')).toBeInTheDocument();
  });
});
