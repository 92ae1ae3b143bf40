export {
  connectApi,
  useConnectMutation,
  useCancelConnectionMutation,
  useAcceptConnectionMutation,
  useRejectConnectionMutation,
  useDisconnectMutation,
  type ConnectionChange,
} from './api/connectApi';
export { ConnectButton, type ConnectButtonProps } from './ui/ConnectButton';
