import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { Provider } from 'react-redux';
import { jsonResponse, requestsTo, routeFetch } from '../../../../test/http';
import { logInAs } from '../../../../test/posts';
import { sessionSlice } from '@/entities/session';
import { baseApi } from '@/shared/api';
import { clearSession } from '@/shared/lib';
import { sessionExpired } from '@/shared/model';
import { MessageComposer } from './MessageComposer';

const CHAT = 'c1000000-0000-4000-8000-000000000001';
const OTHER = 'b1000000-0000-4000-8000-000000000002';

/** The store as the app has it for this: an ended session resets the api state (app listeners). */
function renderComposer() {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: sessionExpired,
    effect: (_action, api) => {
      api.dispatch(baseApi.util.resetApiState());
    },
  });
  const store = configureStore({
    reducer: {
      [baseApi.reducerPath]: baseApi.reducer,
      [sessionSlice.reducerPath]: sessionSlice.reducer,
    },
    middleware: (getDefault) =>
      getDefault().prepend(listener.middleware).concat(baseApi.middleware),
  });
  render(
    <Provider store={store}>
      <MessageComposer chatId={CHAT} receiverId={OTHER} />
    </Provider>,
  );
  return { store, input: screen.getByRole('textbox', { name: 'Message' }) };
}

const sent = (content: string) => {
  const message = {
    _id: 'm1',
    chatId: CHAT,
    senderId: 'me',
    receiverId: OTHER,
    content,
    createdAt: new Date().toISOString(),
  };
  return jsonResponse({ success: true, message, data: message }, 201);
};

beforeEach(() => logInAs());

describe('MessageComposer, a long message', () => {
  it('keeps all of a paste past the limit, says why Send waits, and sends once shortened', async () => {
    const fetchMock = routeFetch({
      'POST /messages/send': async (req) =>
        sent(((await req.json()) as { content: string }).content),
    });
    const { input } = renderComposer();
    const user = userEvent.setup();
    const words = 'Pressing high worked well today. '.repeat(80).slice(0, 2420);

    await user.click(input);
    await user.paste(words);
    expect(input).toHaveValue(words);
    expect(screen.getByText('2420/2000')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Message must be 2000 characters or less');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(requestsTo(fetchMock, '/messages/send')).toHaveLength(0);
    expect(input).toHaveValue(words);

    // Cut down to the limit: the notice goes, the counter stays, and it sends.
    await user.clear(input);
    await user.paste(words.slice(0, 2000));
    expect(screen.getByText('2000/2000')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(input).toHaveValue(''));
    expect(requestsTo(fetchMock, '/messages/send')).toHaveLength(1);
  });

  it('shows no counter for a message far from the limit', async () => {
    const { input } = renderComposer();
    await userEvent.setup().type(input, 'See you at 6');
    expect(screen.queryByText(/\/2000$/)).not.toBeInTheDocument();
  });
});

describe('MessageComposer, a send that fails', () => {
  it('because the session ended says nothing itself (the session expiry toast is the one)', async () => {
    routeFetch({
      'POST /messages/send': () => {
        // As the app's base query does on this answer.
        return jsonResponse(
          {
            success: false,
            code: 'INVALID_TOKEN',
            message: 'Your session has ended. Please log in again.',
          },
          401,
        );
      },
    });
    const failure = jest.spyOn(toast, 'error');
    const { store, input } = renderComposer();
    await userEvent.setup().type(input, 'On my way{Enter}');
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(failure).not.toHaveBeenCalled();
    clearSession();
  });

  it('for another reason still says so', async () => {
    routeFetch({
      'POST /messages/send': () => jsonResponse({ success: false }, 500),
    });
    const failure = jest.spyOn(toast, 'error');
    const { input } = renderComposer();
    await userEvent.setup().type(input, 'On my way{Enter}');
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('Failed to send message. Please try again.'),
    );
    expect(failure).not.toHaveBeenCalledWith('An error occurred while sending the message.');
  });
});
