import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConnectionStatus } from '@/entities/user';
import { jsonResponse, requestsTo, routeFetch } from '../../../../test/http';
import { renderRoutes } from '../../../../test/render';
import { ConnectButton } from './ConnectButton';

function renderButton(status: ConnectionStatus) {
  return renderRoutes([{ path: '/', element: <ConnectButton userId="u2" status={status} /> }], '/');
}

describe('Connect button', () => {
  it.each([
    ['none', 'Connect', true],
    ['pending_sent', 'Pending', true],
    ['pending_received', 'Accept', true],
    ['connected', 'Connected', false],
  ] as const)('shows %s as %s', (status, label, enabled) => {
    routeFetch({});
    renderButton(status);
    const button = screen.getByRole('button', { name: label });
    if (enabled) expect(button).toBeEnabled();
    else expect(button).toBeDisabled();
  });

  it('Connect sends the request and turns Pending', async () => {
    const fetchMock = routeFetch({
      'POST /connect': () =>
        jsonResponse(
          { success: true, message: 'Connection request sent', data: { status: 'pending_sent' } },
          201,
        ),
    });
    renderButton('none');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('button', { name: 'Pending' })).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, '/connect');
    expect(await request.json()).toEqual({ connectId: 'u2' });
  });

  it('Pending cancels the sent request', async () => {
    const fetchMock = routeFetch({
      'POST /cancelSentConnection': () => jsonResponse({ success: true, data: { status: 'none' } }),
    });
    renderButton('pending_sent');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pending' }));
    expect(await screen.findByRole('button', { name: 'Connect' })).toBeInTheDocument();
    expect(await requestsTo(fetchMock, '/cancelSentConnection')[0].json()).toEqual({
      recipientId: 'u2',
    });
  });

  it('Accept accepts their request and shows Connected', async () => {
    routeFetch({
      'POST /acceptConnection': () =>
        jsonResponse({ success: true, data: { status: 'connected' } }),
    });
    renderButton('pending_received');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('button', { name: 'Connected' })).toBeDisabled();
  });

  it("shows the server's message when it refuses", async () => {
    routeFetch({
      'POST /connect': () =>
        jsonResponse({ success: false, message: 'Connection request already sent.' }, 409),
    });
    renderButton('none');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Connection request already sent.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeInTheDocument();
  });
});
