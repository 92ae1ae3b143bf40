import { useState } from 'react';
import { useTranslation } from '@/shared/i18n';
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
  const { t } = useTranslation();
  const { join } = useMembershipActions();
  const [busy, setBusy] = useState(false);
  if (community.isMember) {
    return (
      <Button variant="secondary" className={className} disabled>
        {t('communities:membership.joinedButton')}
      </Button>
    );
  }
  return (
    <Button
      className={className}
      loading={busy}
      aria-label={t('communities:membership.joinNamed', { name: community.name })}
      onClick={async () => {
        setBusy(true);
        const ok = await join(community._id);
        setBusy(false);
        if (ok) onJoined?.();
      }}
    >
      {t('communities:membership.join')}
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
  const { t } = useTranslation();
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
      aria-label={
        owner
          ? t('communities:membership.deleteNamed', { name: community.name })
          : t('communities:membership.leaveNamed', { name: community.name })
      }
      onClick={() => void run()}
    >
      {owner ? t('communities:membership.delete') : t('communities:membership.leave')}
    </Button>
  );
}
