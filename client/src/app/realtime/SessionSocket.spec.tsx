import { Emitter } from '@socket.io/component-emitter';
import { act, render, screen } from '@testing-library/react';
import toast, { Toaster } from 'react-hot-toast';
import { Provider } from 'react-redux';
import { logInAs } from '../../../test/posts';
import { getSocket } from '@/shared/api';
import { setupStore } from '../model/store';
import { sessionExpiredMessage } from '../model/listeners';
import { SessionSocket } from './SessionSocket';

// The socket.io client itself is not needed: the app's socket is driven from here.
jest.mock('@/shared/api/socketClient', () => {
  const { Emitter: Base } = jest.requireActual<{ Emitter: typeof Emitter }>(
    '@socket.io/component-emitter',
  );
  return {
    createSocketIoClient: () =>
      Object.assign(new Base(), {
        connected: false,
        active: false,
        onAny: () => undefined,
        connect() {
          this.active = true;
        },
        disconnect() {
          this.active = false;
        },
      }),
  };
});

/** What the app's socket tells its listeners. */
function raise(event: string) {
  (Emitter.prototype.emit as (event: string) => unknown).call(getSocket(), event);
}

it('a session the server ended (its socket refused) expires here at once, as a 401 does', async () => {
  logInAs();
  const navigate = jest.fn();
  const store = setupStore({ navigate });
  const failure = jest.spyOn(toast, 'error');
  render(
    <Provider store={store}>
      <SessionSocket />
      <Toaster />
    </Provider>,
  );
  expect(getSocket().listeners('session_ended')).toHaveLength(1);

  act(() => raise('session_ended'));
  expect(await screen.findByText(sessionExpiredMessage())).toBeInTheDocument();
  expect(failure).toHaveBeenCalledTimes(1);
  expect(navigate).toHaveBeenCalledWith('/');
  expect(localStorage.getItem('token')).toBeNull();
  expect(store.getState().session.token).toBeNull();
  // Signed out: the socket is closed and no longer listened to.
  expect(getSocket().listeners('session_ended')).toHaveLength(0);
});
