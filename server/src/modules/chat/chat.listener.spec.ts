import type { ChatService } from './chat.service';
import type { VisibilityService } from '../visibility';
import type { RealtimePublisher } from '../../core/realtime/realtime-publisher';
import { ChatListener } from './chat.listener';

function setup(isChat: boolean, blocked: boolean) {
  const publisher = { toUser: jest.fn() };
  const chats = {
    isChatOf: jest.fn().mockResolvedValue(isChat),
    deliveryViews: jest.fn((pairs: { chatId: string; viewerId: string }[]) =>
      Promise.resolve(
        new Map(
          pairs.map(({ chatId, viewerId }) => [
            `${chatId} ${viewerId}`,
            { chat: { _id: chatId, seenBy: viewerId }, unreadTotal: viewerId === 'b' ? 3 : 0 },
          ]),
        ),
      ),
    ),
    unreadTotal: jest.fn().mockResolvedValue(0),
  };
  const visibility = { seeEachOther: jest.fn().mockResolvedValue(!blocked) };
  const listener = new ChatListener(
    publisher as unknown as RealtimePublisher,
    chats as unknown as ChatService,
    visibility as unknown as VisibilityService,
  );
  return { publisher, listener, chats };
}

describe(ChatListener.name, () => {
  it('pushes typing to the other member only', async () => {
    const { publisher, listener } = setup(true, false);
    await listener.relayTyping({ chatId: 'c', userId: 'a', receiverId: 'b', typing: true });
    await listener.relayTyping({ chatId: 'c', userId: 'a', receiverId: 'b', typing: false });
    expect(publisher.toUser.mock.calls).toEqual([
      ['b', 'user_typing', { chatId: 'c', userId: 'a' }],
      ['b', 'user_stopped_typing', { chatId: 'c', userId: 'a' }],
    ]);
  });

  it('drops typing for a chat the sender is not in, or towards someone who blocked them', async () => {
    for (const [isChat, blocked] of [
      [false, false],
      [true, true],
    ]) {
      const { publisher, listener } = setup(isChat, blocked);
      await listener.relayTyping({ chatId: 'c', userId: 'a', receiverId: 'b', typing: true });
      expect(publisher.toUser).not.toHaveBeenCalled();
    }
  });

  it('sends receive_message to both members, each with their own view of the chat', async () => {
    const { publisher, listener } = setup(true, false);
    await listener.onMessageSent({
      messageId: 'm',
      chatId: 'c',
      senderId: 'a',
      receiverId: 'b',
      content: 'hi',
      createdAt: '2026-11-23T05:00:00.000Z',
    });
    const byUser = Object.fromEntries(
      publisher.toUser.mock.calls.map(([user, event, payload]) => [user, { event, payload }]),
    );
    expect(byUser.b).toEqual({
      event: 'receive_message',
      payload: expect.objectContaining({
        _id: 'm',
        content: 'hi',
        chat: { _id: 'c', seenBy: 'b' },
        unreadTotal: 3,
      }),
    });
    expect(byUser.a.payload).toMatchObject({ chat: { seenBy: 'a' }, unreadTotal: 0 });
  });

  it('reads the views of the messages sent together in one call, each pushed with its own', async () => {
    const { publisher, listener, chats } = setup(true, false);
    const message = (id: string, chatId: string, senderId: string, receiverId: string) => ({
      messageId: id,
      chatId,
      senderId,
      receiverId,
      content: id,
      createdAt: '2026-11-23T05:00:00.000Z',
    });
    await Promise.all([
      listener.onMessageSent(message('m1', 'c', 'a', 'b')),
      listener.onMessageSent(message('m2', 'c', 'b', 'a')),
      listener.onMessageSent(message('m3', 'd', 'e', 'b')),
    ]);
    expect(chats.deliveryViews).toHaveBeenCalledTimes(1);
    // One view per chat and member, however many messages of that chat the batch holds.
    expect(chats.deliveryViews.mock.calls[0][0]).toHaveLength(4);
    const toB = publisher.toUser.mock.calls.filter(([user]) => user === 'b');
    expect(toB.map(([, , payload]) => [payload._id, payload.chat._id])).toEqual([
      ['m1', 'c'],
      ['m2', 'c'],
      ['m3', 'd'],
    ]);
  });

  it('pushes the views the send statement read without reading them again', async () => {
    const { publisher, listener, chats } = setup(true, false);
    await listener.onMessageSent({
      messageId: 'm',
      chatId: 'c',
      senderId: 'a',
      receiverId: 'b',
      content: 'hi',
      createdAt: '2026-11-23T05:00:00.000Z',
      views: {
        a: { chat: { _id: 'c' } as never, unreadTotal: 0 },
        b: { chat: { _id: 'c' } as never, unreadTotal: 4 },
      },
    });
    expect(chats.deliveryViews).not.toHaveBeenCalled();
    expect(
      publisher.toUser.mock.calls.map(([user, , payload]) => [user, payload.unreadTotal]),
    ).toEqual([
      ['a', 0],
      ['b', 4],
    ]);
  });
});
