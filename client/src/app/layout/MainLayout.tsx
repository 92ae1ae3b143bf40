import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Outlet, useLocation } from 'react-router-dom';
import { useBlockLiveUpdates } from '@/features/block-user';
import { createPostClosed, CreatePostDialog, selectCreatePostOpen } from '@/features/create-post';
import { useMembershipLiveUpdates } from '@/features/join-community';
import { MobileBottomBar, MobileTopBar } from '@/widgets/mobile-bars';
import { Sidebar } from '@/widgets/sidebar';
import { NotificationsLive } from '../realtime/NotificationsLive';
import { SessionSocket } from '../realtime/SessionSocket';
import { HibernationBanner } from './HibernationBanner';

export function MainLayout() {
  const dispatch = useDispatch();
  const createOpen = useSelector(selectCreatePostOpen);
  const { pathname } = useLocation();
  const closeCreate = useCallback(() => dispatch(createPostClosed()), [dispatch]);
  useBlockLiveUpdates();
  useMembershipLiveUpdates();

  // A dialog opened from the sidebar should not survive navigating elsewhere.
  useEffect(() => {
    closeCreate();
  }, [pathname, closeCreate]);

  return (
    <div className="app-shell">
      {/* Here, not in App: the socket client then loads with the signed-in area, not on /login. */}
      <SessionSocket />
      <NotificationsLive />
      <Sidebar />
      <MobileTopBar />
      <main className="app-content" id="main">
        <HibernationBanner />
        <Outlet />
      </main>
      <MobileBottomBar />
      <CreatePostDialog open={createOpen} onClose={closeCreate} />
    </div>
  );
}
