import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { useInterestsInfiniteQuery, useRespondInterestMutation } from '@/entities/recruiting';
import { MessageButton, useStartChat } from '@/features/send-message';
import { getErrorMessage, infiniteList, type Interest } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Avatar, Button, InfiniteScroll, MutedText } from '@/shared/ui';
import styles from './RecruitingPage.module.css';

export interface InterestTabProps {
  isCoach: boolean;
  isPlayer: boolean;
}

/** Interest I received (a player: accept or decline) and sent (a coach: chat once accepted). */
export function InterestTab({ isCoach, isPlayer }: InterestTabProps) {
  const { t } = useTranslation();
  const [box, setBox] = useState<'received' | 'sent'>(isCoach && !isPlayer ? 'sent' : 'received');
  const query = useInterestsInfiniteQuery({ box });
  const { items, paging } = infiniteList(query);
  const [respond, responding] = useRespondInterestMutation();
  const { start } = useStartChat();

  const answer = async (interest: Interest, accept: boolean) => {
    try {
      const result = await respond({ id: interest._id, accept }).unwrap();
      if (result.chatWithUserId) {
        toast.success(t('recruiting:interest.accepted'));
        await start(result.chatWithUserId);
      } else {
        toast.success(t('recruiting:interest.declined'));
      }
    } catch (error) {
      toast.error(getErrorMessage(error, t('recruiting:interest.answerFailed')));
    }
  };

  return (
    <>
      <div className={styles.boxes} role="group" aria-label={t('recruiting:interest.box')}>
        <Button
          variant={box === 'received' ? 'primary' : 'secondary'}
          aria-pressed={box === 'received'}
          onClick={() => setBox('received')}
        >
          {t('recruiting:interest.received')}
        </Button>
        <Button
          variant={box === 'sent' ? 'primary' : 'secondary'}
          aria-pressed={box === 'sent'}
          onClick={() => setBox('sent')}
        >
          {t('recruiting:interest.sent')}
        </Button>
      </div>
      {query.isLoading ? (
        <MutedText>{t('recruiting:loading')}</MutedText>
      ) : items.length === 0 ? (
        <MutedText>
          {box === 'received'
            ? t('recruiting:interest.noneReceived')
            : t('recruiting:interest.noneSent')}
        </MutedText>
      ) : (
        <InfiniteScroll {...paging}>
          <ul
            className={styles.list}
            aria-label={
              box === 'received'
                ? t('recruiting:interest.listReceived')
                : t('recruiting:interest.listSent')
            }
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
                    <span className={styles.status}>
                      {t(`recruiting:interest.status.${i.status}`)}
                    </span>
                  </div>
                  <p className={styles.message}>{i.message}</p>
                  <div className={styles.actions}>
                    {box === 'received' && i.status === 'pending' && (
                      <>
                        <Button
                          loading={responding.isLoading && responding.originalArgs?.id === i._id}
                          onClick={() => void answer(i, true)}
                        >
                          {t('recruiting:interest.accept')}
                        </Button>
                        <Button variant="secondary" onClick={() => void answer(i, false)}>
                          {t('recruiting:interest.decline')}
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
