import type { ChatService } from './chat.service';
import type { VisibilityService } from '../visibility';
import type { RealtimePublisher } from '../../core/realtime/realtime-publisher';
import { ChatListener } from './chat.listener';

function setup(isChat: boolean, blocked: boolean) {
  const publisher = { toUser: jest.fn() };
  const chats = {
    isChatOf: jest.fn().mockResolvedValue(isChat),
    deliveryViews: jest.fn((chatId: string, userIds: string[]) =>
      Promise.resolve(
        new Map(
          userIds.map((userId) => [
            userId,
            { chat: { _id: chatId, seenBy: userId }, unreadTotal: userId === 'b' ? 3 : 0 },
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
  return { publisher, listener };
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
});
