import type { EventEmitter2 } from '@nestjs/event-emitter';
import type { DataSource, EntityManager } from 'typeorm';
import type { VisibilityService } from '../visibility';
import { ChatService } from './chat.service';
import type { SendCheckRow } from './send-check-query';

const me = '6f1c7a52-2f43-4a63-9d3e-0c2b1a9d8e11';
const coach = '0b8f2a52-2f43-4a63-9d3e-0c2b1a9d8e11';
const chatId = '1c2d3e4f-2f43-4a63-9d3e-0c2b1a9d8e11';
const created = new Date('2026-11-23T05:00:00.000Z');

function setup() {
  const tx = { query: jest.fn() };
  const db = {
    query: jest.fn(),
    transaction: jest.fn((work: (m: EntityManager) => Promise<unknown>) =>
      work(tx as unknown as EntityManager),
    ),
  };
  const visibility = { visibleUser: jest.fn().mockReturnValue('true') };
  const events = { emit: jest.fn() };
  const service = new ChatService(
    db as unknown as DataSource,
    visibility as unknown as VisibilityService,
    events as unknown as EventEmitter2,
  );
  return { tx, db, events, service };
}

/** The send check's row: a receiver who takes messages from everyone, and no chat yet. */
function check(overrides: Partial<SendCheckRow> = {}): SendCheckRow {
  return {
    found: true,
    hibernated: false,
    blocked_by_viewer: false,
    blocks_viewer: false,
    connected: false,
    profile_visibility: 'public',
    post_visibility: 'public',
    allow_comments: 'everyone',
    allow_messages: 'everyone',
    show_online_status: true,
    show_followers: true,
    pair_chat_id: null,
    following: true,
    ...overrides,
  };
}

const stored = {
  id: 'm1',
  chat_id: chatId,
  sender_id: me,
  receiver_id: coach,
  content: 'Hey there! 👋',
  created_at: created,
};

describe(ChatService.name, () => {
  it('refuses to start a chat with someone the sender does not follow, and stores nothing', async () => {
    const { db, service, events } = setup();
    db.query.mockResolvedValueOnce([check({ following: false })]);
    await expect(service.send(me, { receiverId: coach, content: 'hi' })).rejects.toMatchObject({
      status: 403,
      message: 'You can only start a chat with people you follow',
    });
    expect(db.transaction).not.toHaveBeenCalled();
    expect(events.emit).not.toHaveBeenCalled();
  });

  it.each([
    ['the receiver blocked the sender', { blocks_viewer: true }, 404, 'User not found'],
    ['the sender blocked the receiver', { blocked_by_viewer: true }, 404, 'User not found'],
    ['the receiver is hibernated', { hibernated: true }, 404, 'User not found'],
    ['there is no such receiver', { found: false }, 404, 'User not found'],
    [
      'the receiver takes messages from friends only',
      { allow_messages: 'friends' as const },
      403,
      'You cannot message this user',
    ],
  ])(
    'refuses before anything else when %s (a hidden receiver does not exist: 404)',
    async (_, refusal: Partial<SendCheckRow>, status: number, message: string) => {
      const { db, service, events } = setup();
      db.query.mockResolvedValueOnce([check({ ...refusal, following: false })]);
      await expect(service.send(me, { receiverId: coach, content: 'hi' })).rejects.toMatchObject({
        status,
        message,
      });
      expect(db.query).toHaveBeenCalledTimes(1);
      expect(events.emit).not.toHaveBeenCalled();
    },
  );

  it('reuses the pair’s chat without asking for a follow, and announces the message after commit', async () => {
    const { db, service, events } = setup();
    db.query
      .mockResolvedValueOnce([check({ pair_chat_id: chatId, following: false })])
      .mockResolvedValueOnce([stored]);
    const message = await service.send(me, { receiverId: coach, content: 'Hey there! 👋' });
    expect(message).toEqual({
      _id: 'm1',
      chatId,
      senderId: me,
      receiverId: coach,
      content: 'Hey there! 👋',
      createdAt: created.toISOString(),
    });
    expect(db.transaction).not.toHaveBeenCalled();
    expect(events.emit).toHaveBeenCalledWith('message.sent', {
      messageId: 'm1',
      chatId,
      senderId: me,
      receiverId: coach,
      content: 'Hey there! 👋',
      createdAt: created.toISOString(),
    });
  });

  it('answers 404 for a chatId the sender is not part of', async () => {
    const { db, service } = setup();
    db.query.mockResolvedValueOnce([check({ chat_other: null })]);
    await expect(
      service.send(me, { receiverId: coach, chatId, content: 'hi' }),
    ).rejects.toMatchObject({ status: 404, message: 'Chat not found' });
  });

  it('refuses a receiverId that is not the other member of the named chat', async () => {
    const { db, service, events } = setup();
    db.query.mockResolvedValueOnce([check({ chat_other: '2a3b4c5d-2f43-4a63-9d3e-0c2b1a9d8e11' })]);
    await expect(
      service.send(me, { receiverId: coach, chatId, content: 'hi' }),
    ).rejects.toMatchObject({ message: 'receiverId must be the other member of the chat' });
    expect(events.emit).not.toHaveBeenCalled();
  });

  it('pages history from the newest, each page oldest first, with the limit capped at 50', async () => {
    const { db, service } = setup();
    db.query
      .mockResolvedValueOnce([{ id: chatId, user_low: me, user_high: coach, message_count: 45 }])
      .mockResolvedValueOnce([
        { ...stored, id: 'm45' },
        { ...stored, id: 'm44' },
      ]);
    const page = await service.history(me, chatId, { page: 1, limit: 500 });
    expect(page.totalPages).toBe(1);
    expect(page.messages.map((m) => m._id)).toEqual(['m44', 'm45']);
    expect(db.query.mock.calls[1][1]).toEqual([chatId, 0, 50]);
  });

  it('says a typing event names no chat when an id is malformed or names oneself', async () => {
    const { db, service } = setup();
    expect(await service.isChatOf('nope', me, coach)).toBe(false);
    expect(await service.isChatOf(chatId, me, me)).toBe(false);
    expect(db.query).not.toHaveBeenCalled();
  });
});
