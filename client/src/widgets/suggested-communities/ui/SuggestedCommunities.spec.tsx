import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCommunity, page } from '../../../../test/communities';
import { jsonResponse, requestsTo, routeFetch } from '../../../../test/http';
import { logInAs } from '../../../../test/posts';
import { renderRoutes } from '../../../../test/render';
import { SuggestedCommunities } from './SuggestedCommunities';

const JOINED = makeCommunity({ name: 'Ultras', membersCount: 12, isMember: true });
const OPEN = makeCommunity({ name: 'Hoops', membersCount: 5 });

function renderPanel() {
  logInAs();
  return renderRoutes(
    [
      { path: '/feed', element: <SuggestedCommunities /> },
      { path: '/community/:id', element: <h1>Community page</h1> },
    ],
    '/feed',
  );
}

describe('SuggestedCommunities', () => {
  it('asks for the 5 with most members and shows banner, name, count, Join or Joined', async () => {
    const fetchMock = routeFetch({
      'GET /community': () => jsonResponse(page([JOINED, OPEN])),
    });
    renderPanel();
    const panel = within(screen.getByRole('region', { name: 'Suggested communities' }));
    expect(await panel.findByText('Ultras')).toBeInTheDocument();
    const params = new URL(requestsTo(fetchMock, '/community')[0].url).searchParams;
    expect([params.get('sort'), params.get('limit')]).toEqual(['members', '5']);
    const ultras = within(panel.getByRole('group', { name: 'Ultras' }));
    expect(ultras.getByText('12 members')).toBeInTheDocument();
    expect(ultras.getByRole('button', { name: 'Joined' })).toBeDisabled();
    const hoops = within(panel.getByRole('group', { name: 'Hoops' }));
    expect(hoops.getByRole('button', { name: 'Join Hoops' })).toBeEnabled();
  });

  it('joins from the overlay of the narrow toggle, and opens only communities one is in', async () => {
    let joined = false;
    routeFetch({
      'GET /community': () =>
        jsonResponse(page([JOINED, { ...OPEN, isMember: joined, membersCount: 5 + +joined }])),
      'POST /community/join': () => {
        joined = true;
        return jsonResponse({
          success: true,
          message: 'Joined community',
          data: { communityId: OPEN._id, isMember: true, membersCount: 6 },
        });
      },
    });
    const { router } = renderPanel();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Suggested communities' }));
    const overlay = within(screen.getByRole('dialog', { name: 'Suggested communities' }));
    await user.click(await overlay.findByText('Hoops'));
    expect(
      await screen.findByText('You must join the community to view or post.'),
    ).toBeInTheDocument();
    await user.click(overlay.getByRole('button', { name: 'Join Hoops' }));
    expect(await screen.findByText('Joined community')).toBeInTheDocument();
    expect(await overlay.findByText('6 members')).toBeInTheDocument();
    await user.click(overlay.getByText('Ultras'));
    expect(router.state.location.pathname).toBe(`/community/${JOINED._id}`);
  });
});
