import { useState } from 'react';
import type { ConnectionStatus } from '@/entities/user';
import { useTranslation } from '@/shared/i18n';
import { Button, toastError } from '@/shared/ui';
import {
  useAcceptConnectionMutation,
  useCancelConnectionMutation,
  useConnectMutation,
} from '../api/connectApi';

export interface ConnectButtonProps {
  userId: string;
  status: ConnectionStatus;
  className?: string;
}

/**
 * Connect → Pending (a click on Pending cancels the request); a request from them shows Accept;
 * Connected is final here (Disconnect lives on /connections).
 */
export function ConnectButton({ userId, status, className }: ConnectButtonProps) {
  const { t } = useTranslation();
  const label: Record<ConnectionStatus, string> = {
    none: t('people:connect.none'),
    pending_sent: t('people:connect.pendingSent'),
    pending_received: t('people:connect.pendingReceived'),
    connected: t('people:connect.connected'),
  };
  const [connect, connectState] = useConnectMutation();
  const [cancel, cancelState] = useCancelConnectionMutation();
  const [accept, acceptState] = useAcceptConnectionMutation();
  const busy = connectState.isLoading || cancelState.isLoading || acceptState.isLoading;
  // The server's answer wins until refetched data brings a new prop (or a socket push does).
  const [known, setKnown] = useState({ prop: status, value: status });
  if (known.prop !== status) setKnown({ prop: status, value: status });
  const current = known.value;

  const onClick = async () => {
    const action = current === 'none' ? connect : current === 'pending_sent' ? cancel : accept;
    try {
      const result = await action(userId).unwrap();
      setKnown((k) => ({ ...k, value: result.status }));
    } catch (error) {
      toastError(error, t('people:connect.failed'));
    }
  };

  return (
    <Button
      variant={current === 'none' || current === 'pending_received' ? 'primary' : 'secondary'}
      className={className}
      onClick={onClick}
      disabled={busy || current === 'connected'}
      title={current === 'pending_sent' ? t('people:connect.cancel') : undefined}
    >
      {label[current]}
    </Button>
  );
}
