import { act, fireEvent, screen } from '@testing-library/react';
import { renderRoutes } from '../../../test/render';
import { loggedIn } from '@/shared/model';
import { ACCOUNT_STATUS_PATH, HibernationBanner } from './HibernationBanner';

const HIBERNATED_TEXT = 'Your account is hibernated';

function renderBanner(isHibernated: boolean, path = '/feed') {
  const view = renderRoutes(
    [
      { path: '/feed', element: <HibernationBanner /> },
      { path: '/settings', element: <HibernationBanner /> },
    ],
    path,
  );
  const user = { _id: 'u1', userName: 'ann', fullName: 'Ann', isHibernated };
  act(() => {
    view.store.dispatch(loggedIn({ token: 't', user }));
  });
  return view;
}

describe('HibernationBanner', () => {
  it('leads a hibernated user to Account Status, where reactivating asks for the word', () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch');
    const { router } = renderBanner(true);
    expect(screen.getByText(HIBERNATED_TEXT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reactivate' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      ACCOUNT_STATUS_PATH,
    );
    // Nothing is reactivated from the banner itself.
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockRestore();
  });

  it('keeps its notice but no button on Account Status itself', () => {
    renderBanner(true, ACCOUNT_STATUS_PATH);
    expect(screen.getByText(HIBERNATED_TEXT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reactivate' })).toBeNull();
  });

  it('shows nothing to an active user', () => {
    renderBanner(false);
    expect(screen.queryByText(HIBERNATED_TEXT)).toBeNull();
  });
});
