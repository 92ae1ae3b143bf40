import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, requestsTo, routeFetch } from '../../../../test/http';
import { logInAs } from '../../../../test/posts';
import { renderRoutes } from '../../../../test/render';
import { ChangePasswordView } from './ChangePasswordView';

const TOO_COMMON = 'This password is too common. Please choose another one.';

function renderView() {
  logInAs();
  renderRoutes([{ path: '/settings', element: <ChangePasswordView /> }], '/settings');
}

async function fill(current: string, next: string) {
  await userEvent.type(screen.getByLabelText('Current Password'), current);
  await userEvent.type(screen.getByLabelText('New Password'), next);
  await userEvent.type(screen.getByLabelText('Confirm New Password'), next);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('ChangePasswordView', () => {
  it('says under the field why the server refused the new password, and keeps what was typed', async () => {
    const fetchMock = routeFetch({
      'PUT /settings/password': () =>
        jsonResponse(
          { success: false, message: TOO_COMMON, errors: { newPassword: TOO_COMMON } },
          400,
        ),
    });
    renderView();
    await fill('my-old-secret', 'password123');
    const field = screen.getByLabelText('New Password');
    expect(await screen.findByText(TOO_COMMON)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(TOO_COMMON);
    expect(field).toHaveValue('password123');
    expect(requestsTo(fetchMock, '/settings/password')).toHaveLength(1);
  });

  it('refuses a new password over 128 characters before asking the server', async () => {
    const fetchMock = routeFetch({});
    renderView();
    await userEvent.type(screen.getByLabelText('Current Password'), 'my-old-secret');
    await userEvent.click(screen.getByLabelText('New Password'));
    await userEvent.paste('x'.repeat(129));
    await userEvent.click(screen.getByLabelText('Confirm New Password'));
    await userEvent.paste('x'.repeat(129));
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(
      await screen.findByText('New password must be at most 128 characters'),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/settings/password')).toHaveLength(0);
  });
});
