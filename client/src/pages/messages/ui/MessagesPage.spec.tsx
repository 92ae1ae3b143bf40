import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { jsonResponse, requestsTo, routeFetch } from '../../../../test/http';
import { logInAs, ME } from '../../../../test/posts';
import { renderRoutes } from '../../../../test/render';
import { getSocket, type ChatSummary, type ReceiveMessagePayload } from '@/shared/api';
import { useBlockLiveUpdates } from '@/features/block-user';
import { MessagesPage } from './MessagesPage';

const person = (id: string, fullName: string) => ({
  _id: id,
  userName: `user_${id}`,
  fullName,
  image: null,
  isActive: false,
});
const me = { ...person(ME._id, ME.fullName), isActive: true };

function chat(
  id: string,
  other: ReturnType<typeof person>,
  content: string,
  unread = 0,
): ChatSummary {
  return {
    _id: id,
    users: [me, other],
    lastMessage: { content, senderId: other._id, createdAt: new Date().toISOString() },
    updatedAt: new Date().toISOString(),
    unreadCount: unread,
  };
}

// Chat ids are UUIDs, as the server's are.
const C1 = 'c1000000-0000-4000-8000-000000000001';
const C2 = 'c2000000-0000-4000-8000-000000000002';

const coach = person('coach', 'Coach Carter');
const striker = person('striker', 'Sam Striker');

const sentBodies: unknown[] = [];
/** I blocked the striker (in another tab): the server hides that chat from then on. */
let strikerBlocked = false;
const chatNotFound = () => jsonResponse({ success: false, message: 'Chat not found' }, 404);

function serve() {
  sentBodies.length = 0;
  strikerBlocked = false;
  return routeFetch({
    'GET /messages/chats': () =>
      jsonResponse({
        success: true,
        chats: strikerBlocked
          ? [chat(C1, coach, 'Training at 6')]
          : [chat(C1, coach, 'Training at 6'), chat(C2, striker, 'Nice goal', 2)],
        nextCursor: null,
      }),
    [`GET /messages/chats/${C2}`]: () =>
      strikerBlocked
        ? chatNotFound()
        : jsonResponse({ success: true, data: chat(C2, striker, 'Nice goal', 2) }),
    [`GET /messages/chat/${C2}`]: () =>
      strikerBlocked
        ? chatNotFound()
        : jsonResponse({
            success: true,
            messages: [
              {
                _id: 'm1',
                chatId: C2,
                senderId: 'striker',
                receiverId: ME._id,
                content: 'Nice goal',
                createdAt: new Date().toISOString(),
              },
            ],
            totalPages: 1,
            currentPage: 1,
          }),
    [`POST /messages/chat/${C2}/read`]: () =>
      jsonResponse({ success: true, data: { unreadCount: 0 } }),
    'POST /messages/send': async (req) => {
      const body = (await req.json()) as { content: string };
      sentBodies.push(body);
      const message = {
        _id: 'm2',
        chatId: C2,
        senderId: ME._id,
        receiverId: 'striker',
        content: body.content,
        createdAt: new Date().toISOString(),
      };
      return jsonResponse({ success: true, message, data: message }, 201);
    },
  });
}

const renderPage = (path = '/message') =>
  renderRoutes([{ path: '/message', element: <MessagesPage /> }], path);

const chatNames = () =>
  within(screen.getByRole('region', { name: 'Chats' }))
    .getAllByRole('button', { name: /^Chat with/ })
    .map(
      (b) =>
        `Chat with ${b.querySelector('[class*="chatName"]')?.textContent?.replace(/^Chat with /, '')}`,
    );

describe('MessagesPage', () => {
  beforeAll(() => {
    // jsdom lays nothing out and has no scrollTo; the conversation scrolls with it.
    Element.prototype.scrollTo ??= () => undefined;
  });
  beforeEach(() => logInAs());

  it('lists chats with their unread badge and moves a chat to the top when a message arrives', async () => {
    serve();
    renderPage();
    const chats = within(await screen.findByRole('region', { name: 'Chats' }));
    await chats.findByRole('button', { name: /^Chat with Sam Striker\b/ });
    expect(chats.getByLabelText('2 unread messages')).toBeInTheDocument();
    expect(screen.getByText('Select a chat to start messaging')).toBeInTheDocument();
    expect(chatNames()).toEqual(['Chat with Coach Carter', 'Chat with Sam Striker']);

    const payload: ReceiveMessagePayload = {
      _id: 'm9',
      chatId: C2,
      senderId: 'striker',
      receiverId: ME._id,
      content: 'See you there',
      createdAt: new Date().toISOString(),
      chat: chat(C2, striker, 'See you there', 3),
      unreadTotal: 3,
    };
    act(() =>
      getSocket()
        .listeners('receive_message')
        .forEach((fn) => fn(payload)),
    );
    expect(await chats.findByText('See you there')).toBeInTheDocument();
    expect(chatNames()).toEqual(['Chat with Sam Striker', 'Chat with Coach Carter']);
  });

  it('opens a chat, reads it, and sends with Enter (Shift+Enter only breaks the line)', async () => {
    const fetchMock = serve();
    renderPage(`/message?chat=${C2}`);
    const view = () => within(screen.getByRole('region', { name: 'Conversation' }));
    await waitFor(() => expect(view().getByText('Nice goal')).toBeInTheDocument());
    expect(requestsTo(fetchMock, `/messages/chat/${C2}/read`).length).toBeGreaterThan(0);

    const user = userEvent.setup();
    const input = view().getByRole('textbox', { name: 'Message' });
    await user.type(input, 'On my way{Shift>}{Enter}{/Shift}coach');
    expect(requestsTo(fetchMock, '/messages/send')).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(view().getByText(/On my way\s+coach/)).toBeInTheDocument());
    expect(sentBodies).toEqual([
      {
        receiverId: 'striker',
        chatId: C2,
        content: 'On my way\ncoach',
      },
    ]);
    expect(input).toHaveValue('');
  });

  it('reads the chats past the first 20 as the chat list is scrolled to its end', async () => {
    // jsdom lays nothing out: the list shows 0-400px of an 800px window; its end lies far below
    // until the list is scrolled down.
    let atEnd = false;
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const top = this.hasAttribute('data-list-end') ? (atEnd ? 450 : 3000) : 0;
      const bottom = this.hasAttribute('data-list-end') ? top : 400;
      return { top, bottom, left: 0, right: 0, width: 0, height: 0, x: 0, y: top } as DOMRect;
    });
    const thirty = Array.from({ length: 30 }, (_, i) =>
      chat(`c${i + 1}`, person(`p${i + 1}`, `Player ${i + 1}`), 'Hi'),
    );
    const fetchMock = routeFetch({
      'GET /messages/chats': (request) =>
        new URL(request.url).searchParams.get('cursor') === 'after-20'
          ? jsonResponse({ success: true, chats: thirty.slice(20), nextCursor: null })
          : jsonResponse({ success: true, chats: thirty.slice(0, 20), nextCursor: 'after-20' }),
    });
    renderPage();
    const chats = within(await screen.findByRole('region', { name: 'Chats' }));
    await chats.findByRole('button', { name: /^Chat with Player 20\b/ });
    expect(requestsTo(fetchMock, '/messages/chats')).toHaveLength(1);

    atEnd = true;
    fireEvent.scroll(chats.getByRole('list'));
    expect(
      await chats.findByRole('button', { name: /^Chat with Player 30\b/ }),
    ).toBeInTheDocument();
    expect(chatNames()).toHaveLength(30);
  });

  it("a block made in another tab drops the chat here: the list re-reads, the open chat says 'Chat not found.' alone", async () => {
    serve();
    renderRoutes(
      [
        {
          path: '/message',
          element: (
            <>
              <BlockLive />
              <MessagesPage />
            </>
          ),
        },
      ],
      `/message?chat=${C2}`,
    );
    const view = () => within(screen.getByRole('region', { name: 'Conversation' }));
    await waitFor(() => expect(view().getByText('Nice goal')).toBeInTheDocument());

    strikerBlocked = true;
    act(() =>
      getSocket()
        .listeners('my_block')
        .forEach((fn) => fn({ userId: 'striker', blocked: true })),
    );
    expect(await view().findByText('Chat not found.')).toBeInTheDocument();
    await waitFor(() => expect(chatNames()).toEqual(['Chat with Coach Carter']));
    expect(screen.queryByText('Failed to fetch messages.')).not.toBeInTheDocument();
  });
});

describe('MessagesPage, an account that is gone', () => {
  beforeAll(() => {
    Element.prototype.scrollTo ??= () => undefined;
  });
  beforeEach(() => logInAs());

  it("drops the chat of someone who deleted or hibernated their account; their open chat says 'Chat not found.'", async () => {
    serve();
    renderPage(`/message?chat=${C2}`);
    const view = () => within(screen.getByRole('region', { name: 'Conversation' }));
    await waitFor(() => expect(view().getByText('Nice goal')).toBeInTheDocument());

    strikerBlocked = true; // the server hides the chat of an account that is gone, as of a block
    act(() =>
      getSocket()
        .listeners('account_gone')
        .forEach((fn) => fn({ userId: 'striker' })),
    );
    expect(await view().findByText('Chat not found.')).toBeInTheDocument();
    await waitFor(() => expect(chatNames()).toEqual(['Chat with Coach Carter']));
  });
});

describe('MessagesPage, a chat that is gone', () => {
  beforeAll(() => {
    Element.prototype.scrollTo ??= () => undefined;
  });
  beforeEach(() => logInAs());

  it("opened from a link after a block, it says 'Chat not found.' and no failure toast", async () => {
    const failure = jest.spyOn(toast, 'error');
    serve();
    strikerBlocked = true;
    renderPage(`/message?chat=${C2}`);
    const view = within(await screen.findByRole('region', { name: 'Conversation' }));
    expect(await view.findByText('Chat not found.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(failure).not.toHaveBeenCalled();
    failure.mockRestore();
  });

  it("opened from a malformed link (?chat=nope), it says 'Chat not found.' alone and asks nothing", async () => {
    const failure = jest.spyOn(toast, 'error');
    const fetchMock = serve();
    // As the server answers an id that is not one: 400, which is not 'not found' (the chat's
    // answer coming last, as it may).
    const malformed = () =>
      jsonResponse({ success: false, message: 'chatId must be a valid chat id' }, 400);
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const { pathname } = new URL(input instanceof Request ? input.url : String(input));
      if (pathname.endsWith('/messages/chat/nope')) return malformed();
      if (pathname.endsWith('/messages/chats/nope')) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return malformed();
      }
      return jsonResponse({ success: true, chats: [], nextCursor: null });
    });
    renderPage('/message?chat=nope');
    const view = within(await screen.findByRole('region', { name: 'Conversation' }));
    expect(await view.findByText('Chat not found.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(failure).not.toHaveBeenCalled();
    expect(requestsTo(fetchMock, '/nope')).toHaveLength(0);
    failure.mockRestore();
  });
});

function BlockLive() {
  useBlockLiveUpdates();
  return null;
}
