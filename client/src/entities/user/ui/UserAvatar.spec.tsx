import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { presenceChanged, presenceSlice } from '../model/presence';
import { UserAvatar } from './UserAvatar';

function storeWithPresence() {
  return configureStore({
    reducer: { [presenceSlice.reducerPath]: presenceSlice.reducer },
  });
}

describe('UserAvatar', () => {
  it('follows pushed presence while shown, and trusts a fresh load after nobody showed it', () => {
    const store = storeWithPresence();
    const avatar = (loaded: boolean) => (
      <Provider store={store}>
        <UserAvatar alt="" userId="u1" online={loaded} />
      </Provider>
    );
    const first = render(avatar(false));
    expect(screen.queryByRole('status', { name: 'Online' })).toBeNull();
    act(() => {
      store.dispatch(presenceChanged({ userId: 'u1', isActive: true }));
    });
    expect(screen.getByRole('status', { name: 'Online' })).toBeInTheDocument();

    // Off screen, the user's going offline is not heard; the next screen loads them offline.
    first.unmount();
    render(avatar(false));
    expect(screen.queryByRole('status', { name: 'Online' })).toBeNull();
  });
});
