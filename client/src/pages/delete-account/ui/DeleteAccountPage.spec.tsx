import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, requestsTo, routeFetch } from '../../../../test/http';
import { logInAs } from '../../../../test/posts';
import { renderRoutes } from '../../../../test/render';
import { DeleteAccountPage } from './DeleteAccountPage';

function renderPage(status: number) {
  const fetchMock = routeFetch({
    'DELETE /settings/delete-account': () =>
      status === 200
        ? jsonResponse({ success: true, message: 'Account deleted successfully' })
        : jsonResponse({ success: false, message: 'Incorrect password' }, status),
  });
  logInAs();
  renderRoutes(
    [{ path: '/settings/delete-account', element: <DeleteAccountPage /> }],
    '/settings/delete-account',
  );
  return fetchMock;
}

async function fill(password: string, word: string) {
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), word);
  await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
}

describe('DeleteAccountPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for a 6+ character password and the exact word before anything is sent', async () => {
    const fetchMock = renderPage(200);
    await fill('12345', 'delete');
    expect(screen.getByText('Please enter your password to confirm.')).toBeInTheDocument();
    expect(screen.getByText('You must type DELETE to confirm.')).toBeInTheDocument();
    expect(screen.getByText('Please complete all required fields correctly.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/settings/delete-account')).toHaveLength(0);
  });

  it('needs the browser confirm, then says it is deleted', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const fetchMock = renderPage(200);
    await fill('goal-keeper-9', 'DELETE');
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(requestsTo(fetchMock, '/settings/delete-account')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    expect(
      await screen.findByText('Account deleted successfully. Redirecting...'),
    ).toBeInTheDocument();
    const [sent] = requestsTo(fetchMock, '/settings/delete-account');
    expect(await sent.json()).toEqual({ password: 'goal-keeper-9' });
  });

  it('says it could not, with the password marked, when the server refuses', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage(403);
    await fill('not-my-password', 'DELETE');
    expect(
      await screen.findByText('Could not delete account. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Incorrect password')).toBeInTheDocument();
  });
});
