import { useState } from 'react';
import { Button } from '@/shared/ui';
import { useMembershipActions } from '../model/useMembershipActions';

interface Target {
  _id: string;
  name: string;
}

export interface JoinCommunityButtonProps {
  community: Target & { isMember: boolean };
  /** After a successful join (e.g. open the community). */
  onJoined?: () => void;
  className?: string;
}

/** Join, or a disabled 'Joined' once a member. */
export function JoinCommunityButton({ community, onJoined, className }: JoinCommunityButtonProps) {
  const { join } = useMembershipActions();
  const [busy, setBusy] = useState(false);
  if (community.isMember) {
    return (
      <Button variant="secondary" className={className} disabled>
        Joined
      </Button>
    );
  }
  return (
    <Button
      className={className}
      loading={busy}
      aria-label={`Join ${community.name}`}
      onClick={async () => {
        setBusy(true);
        const ok = await join(community._id);
        setBusy(false);
        if (ok) onJoined?.();
      }}
    >
      Join
    </Button>
  );
}

export interface OwnerOrMemberButtonProps {
  community: Target & { isOwner: boolean };
  /** After leaving or deleting. */
  onDone?: () => void;
  className?: string;
}

/** SPEC §6: the owner sees Delete (with a confirm), other members see Leave. */
export function LeaveOrDeleteButton({ community, onDone, className }: OwnerOrMemberButtonProps) {
  const { leave, remove } = useMembershipActions();
  const [busy, setBusy] = useState(false);
  const owner = community.isOwner;
  const run = async () => {
    setBusy(true);
    const ok = owner ? await remove(community._id) : await leave(community._id);
    setBusy(false);
    if (ok) onDone?.();
  };
  return (
    <Button
      variant={owner ? 'danger' : 'secondary'}
      className={className}
      loading={busy}
      aria-label={`${owner ? 'Delete' : 'Leave'} ${community.name}`}
      onClick={() => void run()}
    >
      {owner ? 'Delete' : 'Leave'}
    </Button>
  );
}
