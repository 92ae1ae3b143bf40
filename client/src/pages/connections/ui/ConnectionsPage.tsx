import {
  useConnectionLiveUpdates,
  useConnectionsInfiniteQuery,
  usePendingConnectionsInfiniteQuery,
} from '@/entities/connection';
import { useFollowLiveUpdates } from '@/entities/user';
import {
  useAcceptConnectionMutation,
  useDisconnectMutation,
  useRejectConnectionMutation,
} from '@/features/connect-user';
import { infiniteList } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button, Card, ColumnsLayout, MutedText, toastError } from '@/shared/ui';
import { ManageNetworkPanel } from '@/widgets/network-panel';
import { UserCardList, UserCardView } from '@/widgets/user-card';

const PAGE_SIZE = 20;
const PAGE_ARGS = { limit: PAGE_SIZE };

/** /connections: requests waiting for me, and my connections, each to its end. */
export function ConnectionsPage() {
  const { t } = useTranslation();
  useConnectionLiveUpdates();
  useFollowLiveUpdates();
  const pendingQuery = usePendingConnectionsInfiniteQuery(PAGE_ARGS);
  const connectionsQuery = useConnectionsInfiniteQuery(PAGE_ARGS);
  const pending = infiniteList(pendingQuery);
  const connections = infiniteList(connectionsQuery);
  const [accept, acceptState] = useAcceptConnectionMutation();
  const [reject, rejectState] = useRejectConnectionMutation();
  const [disconnect, disconnectState] = useDisconnectMutation();
  const busy = acceptState.isLoading || rejectState.isLoading || disconnectState.isLoading;

  // A failure says why (a request withdrawn meanwhile: 'No pending request found.'); the
  // mutation's tags then refresh the lists, so the stale request goes away.
  const run = async (action: () => Promise<unknown>, fallback: string) => {
    try {
      await action();
    } catch (error) {
      toastError(error, fallback);
    }
  };

  return (
    <ColumnsLayout
      sidePosition="right"
      side={<ManageNetworkPanel />}
      main={
        <>
          <Card title={t('people:connections.pending')}>
            {pendingQuery.isLoading ? (
              <MutedText>{t('people:loading')}</MutedText>
            ) : pending.items.length === 0 ? (
              <MutedText>{t('people:connections.noPending')}</MutedText>
            ) : (
              <UserCardList label={t('people:connections.pending')} paging={pending.paging}>
                {pending.items.map((request) => (
                  <UserCardView
                    key={request._id}
                    user={request.requester}
                    actions={
                      <>
                        <Button
                          disabled={busy}
                          onClick={() =>
                            void run(
                              () => accept(request.requester._id).unwrap(),
                              t('people:connections.acceptFailed'),
                            )
                          }
                        >
                          {t('people:connections.accept')}
                        </Button>
                        <Button
                          variant="secondary"
                          disabled={busy}
                          onClick={() =>
                            void run(
                              () => reject(request.requester._id).unwrap(),
                              t('people:connections.rejectFailed'),
                            )
                          }
                        >
                          {t('people:connections.reject')}
                        </Button>
                      </>
                    }
                  />
                ))}
              </UserCardList>
            )}
          </Card>
          <Card title={t('people:connections.yours')}>
            {connectionsQuery.isLoading ? (
              <MutedText>{t('people:loading')}</MutedText>
            ) : connections.items.length === 0 ? (
              <MutedText>{t('people:connections.none')}</MutedText>
            ) : (
              <UserCardList label={t('people:connections.list')} paging={connections.paging}>
                {connections.items.map((user) => (
                  <UserCardView
                    key={user._id}
                    user={user}
                    actions={
                      <Button
                        variant="danger"
                        disabled={busy}
                        onClick={() =>
                          void run(
                            () => disconnect(user._id).unwrap(),
                            t('people:connections.disconnectFailed'),
                          )
                        }
                      >
                        {t('people:connections.disconnect')}
                      </Button>
                    }
                  />
                ))}
              </UserCardList>
            )}
          </Card>
        </>
      }
    />
  );
}
