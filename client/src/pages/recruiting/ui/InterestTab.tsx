import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { useInterestsInfiniteQuery, useRespondInterestMutation } from '@/entities/recruiting';
import { MessageButton, useStartChat } from '@/features/send-message';
import { getErrorMessage, infiniteList, type Interest } from '@/shared/api';
import { Avatar, Button, InfiniteScroll, MutedText } from '@/shared/ui';
import styles from './RecruitingPage.module.css';

const STATUS: Record<Interest['status'], string> = {
  pending: 'Waiting',
  accepted: 'Accepted',
  declined: 'Declined',
};

export interface InterestTabProps {
  isCoach: boolean;
  isPlayer: boolean;
}

/** Interest I received (a player: accept or decline) and sent (a coach: chat once accepted). */
export function InterestTab({ isCoach, isPlayer }: InterestTabProps) {
  const [box, setBox] = useState<'received' | 'sent'>(isCoach && !isPlayer ? 'sent' : 'received');
  const query = useInterestsInfiniteQuery({ box });
  const { items, paging } = infiniteList(query);
  const [respond, responding] = useRespondInterestMutation();
  const { start } = useStartChat();

  const answer = async (interest: Interest, accept: boolean) => {
    try {
      const result = await respond({ id: interest._id, accept }).unwrap();
      if (result.chatWithUserId) {
        toast.success('Interest accepted: you can now chat');
        await start(result.chatWithUserId);
      } else {
        toast.success('Interest declined');
      }
    } catch (error) {
      toast.error(getErrorMessage(error, 'Could not answer the interest'));
    }
  };

  return (
    <>
      <div className={styles.boxes} role="group" aria-label="Interest box">
        <Button
          variant={box === 'received' ? 'primary' : 'secondary'}
          aria-pressed={box === 'received'}
          onClick={() => setBox('received')}
        >
          Received
        </Button>
        <Button
          variant={box === 'sent' ? 'primary' : 'secondary'}
          aria-pressed={box === 'sent'}
          onClick={() => setBox('sent')}
        >
          Sent
        </Button>
      </div>
      {query.isLoading ? (
        <MutedText>Loading...</MutedText>
      ) : items.length === 0 ? (
        <MutedText>
          {box === 'received' ? 'No interest received yet.' : 'No interest sent yet.'}
        </MutedText>
      ) : (
        <InfiniteScroll {...paging}>
          <ul
            className={styles.list}
            aria-label={box === 'received' ? 'Interest received' : 'Interest sent'}
          >
            {items.map((i) => {
              const other = box === 'received' ? i.coach : i.player;
              return (
                <li key={i._id} className={styles.item}>
                  <div className={styles.itemHead}>
                    <Avatar src={other.image} alt="" size={36} />
                    <Link to={`/profile/${other._id}`} className={styles.itemName}>
                      {other.fullName}
                    </Link>
                    <span className={styles.status}>{STATUS[i.status]}</span>
                  </div>
                  <p className={styles.message}>{i.message}</p>
                  <div className={styles.actions}>
                    {box === 'received' && i.status === 'pending' && (
                      <>
                        <Button
                          loading={responding.isLoading && responding.originalArgs?.id === i._id}
                          onClick={() => void answer(i, true)}
                        >
                          Accept
                        </Button>
                        <Button variant="secondary" onClick={() => void answer(i, false)}>
                          Decline
                        </Button>
                      </>
                    )}
                    {i.status === 'accepted' && <MessageButton userId={other._id} />}
                  </div>
                </li>
              );
            })}
          </ul>
        </InfiniteScroll>
      )}
    </>
  );
}
