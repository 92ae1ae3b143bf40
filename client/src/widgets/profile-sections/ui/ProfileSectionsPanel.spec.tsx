import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, requestsTo, routeFetch } from '../../../../test/http';
import { renderRoutes } from '../../../../test/render';
import { ProfileSectionsPanel } from './ProfileSectionsPanel';

function serve() {
  let player = true;
  const fetchMock = routeFetch({
    'GET /profileSections/u1': () =>
      jsonResponse({ success: true, data: { fan: false, player, coach: false } }),
    'GET /getPlayerProfile/u1': () =>
      player
        ? jsonResponse({ success: true, data: { userId: 'u1', positions: ['ST'], teams: [] } })
        : jsonResponse({ success: false, message: 'Player profile not found' }, 404),
    'POST /removePlayerProfile': () => {
      player = false;
      return jsonResponse({ success: true, message: 'Player profile removed' });
    },
  });
  renderRoutes([{ path: '/', element: <ProfileSectionsPanel userId="u1" editable /> }], '/');
  return fetchMock;
}

describe('Profile sections panel', () => {
  it('asks before removing a section, and removing it asks the server for nothing it deleted', async () => {
    const fetchMock = serve();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false);
    const user = userEvent.setup();
    expect(await screen.findByText('ST')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(confirm).toHaveBeenCalledWith(
      'Remove your Player Profile? What it holds will be deleted.',
    );
    expect(requestsTo(fetchMock, '/removePlayerProfile')).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Player Profile' })).toBeInTheDocument();

    confirm.mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Player profile removed')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Player Profile' })).not.toBeInTheDocument(),
    );
    // The list of sections is read again; the deleted section is not (that was a 404).
    await waitFor(() => expect(requestsTo(fetchMock, '/profileSections/u1')).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 50));
    expect(requestsTo(fetchMock, '/getPlayerProfile/u1')).toHaveLength(1);
  });
});
