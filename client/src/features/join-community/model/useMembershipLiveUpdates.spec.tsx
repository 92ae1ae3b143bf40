import { Emitter } from '@socket.io/component-emitter';
import { act, screen, waitFor } from '@testing-library/react';
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
  function setUp() {
    let member = true;
    const fetchMock = routeFetch({
      [`GET /community/${CLUB._id}`]: () =>
        member
          ? jsonResponse({ success: true, data: { ...CLUB, isMember: true } })
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
    return { fetchMock, setMember: (m: boolean) => (member = m) };
  }

  it('turns the open community to not-a-member when I leave it, without a refused read', async () => {
    const { fetchMock, setMember } = setUp();
    expect(await screen.findByText('Downtown Hoops: member')).toBeInTheDocument();

    setMember(false);
    act(() => push('my_membership', { communityId: CLUB._id, member: false }));
    expect(await screen.findByText('Downtown Hoops: not a member')).toBeInTheDocument();
    expect(requestsTo(fetchMock, `/community/${CLUB._id}`)).toHaveLength(1);
  });

  it('reads the community again when I join it in another tab', async () => {
    const { fetchMock } = setUp();
    expect(await screen.findByText('Downtown Hoops: member')).toBeInTheDocument();
    act(() => push('my_membership', { communityId: CLUB._id, member: true }));
    await waitFor(() => expect(requestsTo(fetchMock, `/community/${CLUB._id}`)).toHaveLength(2));
  });
});
