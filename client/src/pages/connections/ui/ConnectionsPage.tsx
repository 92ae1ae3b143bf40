import toast from 'react-hot-toast';
import {
  useConnectionLiveUpdates,
  useConnectionsQuery,
  usePendingConnectionsQuery,
} from '@/entities/connection';
import { useFollowLiveUpdates } from '@/entities/user';
import {
  useAcceptConnectionMutation,
  useDisconnectMutation,
  useRejectConnectionMutation,
} from '@/features/connect-user';
import { getErrorMessage } from '@/shared/api';
import { Button, Card, ColumnsLayout, MutedText } from '@/shared/ui';
import { ManageNetworkPanel } from '@/widgets/network-panel';
import { UserCardList, UserCardView } from '@/widgets/user-card';

/** /connections: requests waiting for me, and my connections. */
export function ConnectionsPage() {
  useConnectionLiveUpdates();
  useFollowLiveUpdates();
  const pending = usePendingConnectionsQuery();
  const connections = useConnectionsQuery();
  const [accept, acceptState] = useAcceptConnectionMutation();
  const [reject, rejectState] = useRejectConnectionMutation();
  const [disconnect, disconnectState] = useDisconnectMutation();
  const busy = acceptState.isLoading || rejectState.isLoading || disconnectState.isLoading;

  const run = async (action: () => Promise<unknown>, fallback: string) => {
    try {
      await action();
    } catch (error) {
      toast.error(getErrorMessage(error, fallback));
    }
  };

  return (
    <ColumnsLayout
      sidePosition="right"
      side={<ManageNetworkPanel />}
      main={
        <>
          <Card title="Pending Requests">
            {pending.isLoading ? (
              <MutedText>Loading...</MutedText>
            ) : !pending.data || pending.data.length === 0 ? (
              <MutedText>No pending requests.</MutedText>
            ) : (
              <UserCardList label="Pending Requests">
                {pending.data.map((request) => (
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
                              'Could not accept the request',
                            )
                          }
                        >
                          Accept
                        </Button>
                        <Button
                          variant="secondary"
                          disabled={busy}
                          onClick={() =>
                            void run(
                              () => reject(request.requester._id).unwrap(),
                              'Could not reject the request',
                            )
                          }
                        >
                          Reject
                        </Button>
                      </>
                    }
                  />
                ))}
              </UserCardList>
            )}
          </Card>
          <Card title="Your Connections">
            {connections.isLoading ? (
              <MutedText>Loading...</MutedText>
            ) : !connections.data || connections.data.length === 0 ? (
              <MutedText>No connections found.</MutedText>
            ) : (
              <UserCardList label="Connections">
                {connections.data.map((user) => (
                  <UserCardView
                    key={user._id}
                    user={user}
                    actions={
                      <Button
                        variant="danger"
                        disabled={busy}
                        onClick={() =>
                          void run(() => disconnect(user._id).unwrap(), 'Could not disconnect')
                        }
                      >
                        Disconnect
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
