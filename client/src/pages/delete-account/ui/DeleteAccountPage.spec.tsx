import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, requestsTo, routeFetch } from '../../../../test/http';
import { logInAs } from '../../../../test/posts';
import { renderRoutes } from '../../../../test/render';
import { DeleteAccountPage } from './DeleteAccountPage';

function renderPage(status: number, passwordRight = status !== 403) {
  const fetchMock = routeFetch({
    'POST /settings/check-password': () =>
      passwordRight
        ? jsonResponse({ success: true, message: 'Password confirmed' })
        : jsonResponse({ success: false, message: 'Incorrect password' }, 403),
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

  it('tells a wrong password before the last confirm, and sends no deletion', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const fetchMock = renderPage(403);
    await fill('not-my-password', 'DELETE');
    expect(
      await screen.findByText('Could not delete account. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Incorrect password')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    expect(requestsTo(fetchMock, '/settings/delete-account')).toHaveLength(0);
  });

  it('still says so when the deletion itself fails after the confirm', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage(500, true);
    await fill('goal-keeper-9', 'DELETE');
    expect(
      await screen.findByText('Could not delete account. Please try again.'),
    ).toBeInTheDocument();
  });

  it('goes back with the same button and heading as every settings view', async () => {
    renderPage(200);
    expect(screen.getByRole('heading', { level: 1, name: 'Delete Account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Settings' })).toBeInTheDocument();
    expect(screen.getAllByLabelText(/DELETE/)).toHaveLength(1);
  });
});
