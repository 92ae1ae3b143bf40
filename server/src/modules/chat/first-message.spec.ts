import { AppError } from '../../core/http/app-error';
import { assertMayStartChat } from './chat.service';

describe(assertMayStartChat.name, () => {
  it('lets a minor hear first only from people they follow', () => {
    expect(() => assertMayStartChat({ receiver_minor: true, followed_by_receiver: false })).toThrow(
      new AppError('MESSAGING_NOT_ALLOWED', 'You cannot message this user'),
    );
    expect(() =>
      assertMayStartChat({ receiver_minor: true, followed_by_receiver: true }),
    ).not.toThrow();
  });

  it('leaves adults to their own allowMessages', () => {
    expect(() =>
      assertMayStartChat({ receiver_minor: false, followed_by_receiver: false }),
    ).not.toThrow();
  });
});
