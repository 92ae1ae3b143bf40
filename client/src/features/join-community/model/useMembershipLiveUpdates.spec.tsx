import { Emitter } from '@socket.io/component-emitter';
import { act, screen } from '@testing-library/react';
import { makeCommunity } from '../../../../test/communities';
import { jsonResponse, requestsTo, routeFetch } from '../../../../test/http';
import { logInAs } from '../../../../test/posts';
import { renderRoutes } from '../../../../test/render';
import { useGetCommunityQuery } from '@/entities/community';
import { getSocket } from '@/shared/api';
import { useMembershipLiveUpdates } from './useMembershipLiveUpdates';

const CLUB = makeCommunity({ name: 'Downtown Hoops', isMember: true });

/** What the server pushes, as the app's socket hands it to its listeners. */
function push(event: string, payload: unknown) {
  (Emitter.prototype.emit as (event: string, ...args: unknown[]) => unknown).call(
    getSocket(),
    event,
    payload,
  );
}

function OpenCommunity() {
  useMembershipLiveUpdates();
  const { data, isError } = useGetCommunityQuery(CLUB._id);
  if (isError) return <p>Access Denied</p>;
  return <p>{data ? `${data.name}: ${data.isMember ? 'member' : 'not a member'}` : 'Loading'}</p>;
}

describe('useMembershipLiveUpdates', () => {
  it('reads the open community again when I leave it in another tab', async () => {
    let member = true;
    const fetchMock = routeFetch({
      [`GET /community/${CLUB._id}`]: () =>
        member
          ? jsonResponse({ success: true, data: CLUB })
          : jsonResponse(
              { success: false, code: 'NOT_A_MEMBER', message: 'You are not a member' },
              403,
            ),
    });
    logInAs();
    renderRoutes(
      [{ path: '/community/:id', element: <OpenCommunity /> }],
      `/community/${CLUB._id}`,
    );
    expect(await screen.findByText('Downtown Hoops: member')).toBeInTheDocument();

    member = false;
    act(() => push('my_membership', { communityId: CLUB._id, member: false }));
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(requestsTo(fetchMock, `/community/${CLUB._id}`)).toHaveLength(2);
  });
});
