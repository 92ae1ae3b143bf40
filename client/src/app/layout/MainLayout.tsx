import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Outlet, useLocation } from 'react-router-dom';
import { createPostClosed, CreatePostDialog, selectCreatePostOpen } from '@/features/create-post';
import { MobileBottomBar, MobileTopBar } from '@/widgets/mobile-bars';
import { Sidebar } from '@/widgets/sidebar';

export function MainLayout() {
  const dispatch = useDispatch();
  const createOpen = useSelector(selectCreatePostOpen);
  const { pathname } = useLocation();
  const closeCreate = useCallback(() => dispatch(createPostClosed()), [dispatch]);

  // A dialog opened from the sidebar should not survive navigating elsewhere.
  useEffect(() => {
    closeCreate();
  }, [pathname, closeCreate]);

  return (
    <div className="app-shell">
      <Sidebar />
      <MobileTopBar />
      <main className="app-content" id="main">
        <Outlet />
      </main>
      <MobileBottomBar />
      <CreatePostDialog open={createOpen} onClose={closeCreate} />
    </div>
  );
}
