import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router-dom';
import { makeCommunity, makeOwnCommunity, page } from '../../../../test/communities';
import { jsonResponse, requestsTo, routeFetch } from '../../../../test/http';
import { logInAs, makePost } from '../../../../test/posts';
import { renderRoutes } from '../../../../test/render';
import { getSocket } from '@/shared/api';
import { CommunitiesPage } from './CommunitiesPage';

const MINE = makeOwnCommunity({ name: 'U18 Eagles', membersCount: 4 });
const JOINED = makeCommunity({ name: 'Downtown Hoops', isMember: true });
const OTHER_CLUB = makeCommunity({ name: 'North Stand Ultras', membersCount: 7 });
const DISCOVER = [
  { ...makePost({ title: 'Squad photo' }), community: { _id: MINE._id, name: MINE.name } },
];

function CommunityMarker() {
  const { id } = useParams();
  return <h1>Community {id}</h1>;
}

function routes(overrides: Record<string, (request: Request) => Response> = {}) {
  return routeFetch({
    'GET /community': (request) => {
      const member = new URL(request.url).searchParams.get('member');
      return jsonResponse(page(member === 'true' ? [MINE, JOINED] : [OTHER_CLUB]));
    },
    'GET /community/discover': () => jsonResponse({ success: true, data: DISCOVER }),
    ...overrides,
  });
}

function renderPage() {
  logInAs();
  return renderRoutes(
    [
      { path: '/community', element: <CommunitiesPage /> },
      { path: '/community/:id', element: <CommunityMarker /> },
    ],
    '/community',
  );
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const card = (name: string) => screen.getByRole('group', { name });

describe('CommunitiesPage', () => {
  it('lists your communities (Delete for the owner, else Leave), the others to join, and Discover', async () => {
    const fetchMock = routes();
    renderPage();
    const yours = section('Your Communities');
    expect(await yours.findByText('U18 Eagles')).toBeInTheDocument();
    expect(within(card('U18 Eagles')).getByRole('button', { name: /^Delete/ })).toBeInTheDocument();
    expect(
      within(card('Downtown Hoops')).getByRole('button', { name: /^Leave/ }),
    ).toBeInTheDocument();
    expect(within(card('U18 Eagles')).getByText('4 members')).toBeInTheDocument();
    const explore = section('Explore Communities');
    expect(await explore.findByText('North Stand Ultras')).toBeInTheDocument();
    expect(
      within(card('North Stand Ultras')).getByRole('button', { name: /^Join/ }),
    ).toBeInTheDocument();
    expect(await section('Discover').findByText('Squad photo')).toBeInTheDocument();

    const [mine, explored] = requestsTo(fetchMock, '/community');
    expect(new URL(mine.url).searchParams.get('member')).toBe('true');
    expect(new URL(explored.url).searchParams.get('member')).toBe('false');
  });

  it('refuses a non-member’s click on a card, and opens the community after Join', async () => {
    const fetchMock = routes({
      'POST /community/join': () =>
        jsonResponse({
          success: true,
          message: 'Joined community',
          data: { communityId: OTHER_CLUB._id, isMember: true, membersCount: 8 },
        }),
    });
    const { router } = renderPage();
    const user = userEvent.setup();
    await screen.findByText('North Stand Ultras');
    await user.click(within(card('North Stand Ultras')).getByText('North Stand Ultras'));
    expect(
      await screen.findByText('You must join the community to view or post.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/community');

    await user.click(within(card('North Stand Ultras')).getByRole('button', { name: /^Join/ }));
    expect(await screen.findByText('Joined community')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/community/${OTHER_CLUB._id}`),
    );
    const [join] = requestsTo(fetchMock, '/community/join');
    expect(await join.json()).toEqual({ communityId: OTHER_CLUB._id });
  });

  it('opens a member’s community and a Discover post’s community', async () => {
    routes();
    const { router } = renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Squad photo in U18 Eagles' }));
    expect(router.state.location.pathname).toBe(`/community/${MINE._id}`);
  });

  it.each([
    ['owns or is in communities', [MINE, JOINED], 'No posts in your communities yet.'],
    ['is in no community', [], 'Join a community to see its latest posts here.'],
  ])('says why Discover is empty to a viewer who %s', async (_who, mine, message) => {
    const fetchMock = routes({
      'GET /community': (request) => {
        const member = new URL(request.url).searchParams.get('member') === 'true';
        return jsonResponse(page(member ? mine : [OTHER_CLUB]));
      },
      'GET /community/discover': () => jsonResponse({ success: true, data: [] }),
    });
    renderPage();
    expect(await section('Discover').findByText(message)).toBeInTheDocument();
    const memberLists = requestsTo(fetchMock, '/community').filter(
      (request) => new URL(request.url).searchParams.get('member') === 'true',
    );
    expect(memberLists).toHaveLength(1);
  });

  it('deletes after the confirm, leaves, and says so; a failure gets the spec’s error', async () => {
    let leaveStatus = 500;
    const fetchMock = routes({
      'POST /community/delete': () => jsonResponse({ success: true, message: 'Community deleted' }),
      'POST /community/leave': () =>
        leaveStatus === 200
          ? jsonResponse({ success: true, message: 'Left community', data: {} })
          : jsonResponse({ success: false, message: 'Something went wrong.' }, 500),
    });
    renderPage();
    const user = userEvent.setup();
    await section('Your Communities').findByText('U18 Eagles');
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false);
    await user.click(within(card('U18 Eagles')).getByRole('button', { name: /^Delete/ }));
    expect(confirm).toHaveBeenCalledWith(
      'Are you sure you want to delete this community? Its posts will be deleted too.',
    );
    expect(requestsTo(fetchMock, '/community/delete')).toHaveLength(0);
    confirm.mockReturnValueOnce(true);
    await user.click(within(card('U18 Eagles')).getByRole('button', { name: /^Delete/ }));
    expect(await screen.findByText('Community deleted')).toBeInTheDocument();

    await user.click(within(card('Downtown Hoops')).getByRole('button', { name: /^Leave/ }));
    expect(await screen.findByText('Error leaving community')).toBeInTheDocument();
    leaveStatus = 200;
    await user.click(within(card('Downtown Hoops')).getByRole('button', { name: /^Leave/ }));
    expect(await screen.findByText('Left community')).toBeInTheDocument();
  });

  it('starts a new search at its first card, wherever the swipe cards were', async () => {
    Element.prototype.scrollTo = jest.fn();
    const clubs = ['Bobcats', 'Eastside', 'Bobby Dazzlers', 'West End'].map((name) =>
      makeCommunity({ name }),
    );
    routes({
      'GET /community': (request) => {
        const params = new URL(request.url).searchParams;
        if (params.get('member') === 'true') return jsonResponse(page([MINE]));
        const q = params.get('q')?.toLowerCase() ?? '';
        return jsonResponse(page(clubs.filter((c) => c.name.toLowerCase().includes(q))));
      },
    });
    renderPage();
    const user = userEvent.setup();
    const explore = section('Explore Communities');
    await explore.findByText('West End');
    const next = explore.getByRole('button', { name: 'Next in Explore Communities' });
    for (let step = 0; step < 3; step += 1) await user.click(next);
    expect(explore.getByText('4 / 4')).toBeInTheDocument();

    await user.type(explore.getByLabelText('Search communities'), 'bob');
    await waitFor(() => expect(explore.queryByText('West End')).not.toBeInTheDocument());
    expect(explore.getByText('1 / 2')).toBeInTheDocument();
    expect(explore.getByRole('button', { name: 'Previous in Explore Communities' })).toBeDisabled();
  });

  it('moves member counts and drops deleted communities live', async () => {
    routes();
    renderPage();
    await screen.findByText('North Stand Ultras');
    const socket = getSocket();

    act(() =>
      socket
        .listeners('community_update')
        .forEach((fn) => fn({ communityId: OTHER_CLUB._id, membersCount: 8 })),
    );
    expect(await within(card('North Stand Ultras')).findByText('8 members')).toBeInTheDocument();
    act(() =>
      socket.listeners('community_deleted').forEach((fn) => fn({ communityId: JOINED._id })),
    );
    await waitFor(() => expect(screen.queryByText('Downtown Hoops')).not.toBeInTheDocument());
  });

  describe('the create form', () => {
    beforeAll(() => {
      URL.createObjectURL = jest.fn(() => 'blob:banner');
      URL.revokeObjectURL = jest.fn();
    });

    const banner = () =>
      new File([new Uint8Array([137, 80, 78, 71])], 'banner.png', { type: 'image/png' });

    async function openForm() {
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Create a community' }));
      return { user, form: within(screen.getByRole('region', { name: 'Create a community' })) };
    }

    it('says what is missing and sends nothing until all three are there', async () => {
      const fetchMock = routes();
      renderPage();
      const { user, form } = await openForm();
      await user.type(form.getByLabelText('Community name'), 'U18 Eagles');
      await user.click(form.getByRole('button', { name: 'Create community' }));
      expect(form.getByRole('alert')).toHaveTextContent(
        'Please fill in all fields and upload a banner image.',
      );
      fireEvent.change(form.getByLabelText('Banner image'), {
        target: { files: [new File(['gif'], 'a.gif', { type: 'image/gif' })] },
      });
      expect(form.getByText('The banner must be a PNG or JPEG image.')).toBeInTheDocument();
      expect(requestsTo(fetchMock, '/community/create')).toHaveLength(0);
    });

    it('refuses a banner whose bytes are not a picture once its preview fails, without a broken preview', async () => {
      const fetchMock = routes();
      renderPage();
      const { user, form } = await openForm();
      await user.upload(
        form.getByLabelText('Banner image'),
        new File(['not an image'], 'fake.png', { type: 'image/png' }),
      );
      fireEvent.error(form.getByAltText('Banner preview'));
      expect(form.getByText('The banner must be a PNG or JPEG image.')).toBeInTheDocument();
      expect(form.queryByAltText('Banner preview')).not.toBeInTheDocument();
      await user.type(form.getByLabelText('Community name'), 'U18 Eagles');
      await user.type(form.getByLabelText('Description'), 'Under 18s');
      await user.click(form.getByRole('button', { name: 'Create community' }));
      expect(requestsTo(fetchMock, '/community/create')).toHaveLength(0);
    });

    it('creates with a previewed banner, toasts, and closes; a taken name gets the server’s reason', async () => {
      let status = 409;
      const fetchMock = routes({
        'POST /community/create': () =>
          status === 201
            ? jsonResponse(
                { success: true, message: 'Community created successfully', data: MINE },
                201,
              )
            : jsonResponse(
                { success: false, message: 'A community with this name already exists' },
                409,
              ),
      });
      const append = jest.spyOn(FormData.prototype, 'append');
      renderPage();
      const { user, form } = await openForm();
      await user.type(form.getByLabelText('Community name'), '  U18 Eagles ');
      await user.type(form.getByLabelText('Description'), 'Our squad');
      await user.upload(form.getByLabelText('Banner image'), banner());
      expect(form.getByAltText('Banner preview')).toHaveAttribute('src', 'blob:banner');
      await user.click(form.getByRole('button', { name: 'Create community' }));
      expect(await screen.findByText('Error creating community')).toBeInTheDocument();
      expect(screen.getByText('A community with this name already exists')).toBeInTheDocument();

      status = 201;
      // The button is busy until the failed request settles; a click on it before then is lost.
      const submit = form.getByRole('button', { name: 'Create community' });
      await waitFor(() => expect(submit).toBeEnabled());
      await user.click(submit);
      expect(await screen.findByText('Community created successfully')).toBeInTheDocument();
      await waitFor(() =>
        expect(
          screen.queryByRole('region', { name: 'Create a community' }),
        ).not.toBeInTheDocument(),
      );
      expect(requestsTo(fetchMock, '/community/create')).toHaveLength(2);
      expect(
        append.mock.calls
          .slice(-3)
          .map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]),
      ).toEqual([
        ['name', 'U18 Eagles'],
        ['description', 'Our squad'],
        ['bannerImage', 'banner.png'],
      ]);
    });
  });
});
