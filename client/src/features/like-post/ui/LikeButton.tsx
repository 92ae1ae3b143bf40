import { IoHeart, IoHeartOutline } from 'react-icons/io5';
import type { PostDto } from '@/entities/post';
import { ActionButton } from '@/shared/ui';
import { useLikeToggle } from '../model/useLikeToggle';
import { useTranslation } from '@/shared/i18n';

export interface LikeButtonProps {
  post: Pick<PostDto, '_id' | 'isLiked' | 'numOfLikes' | 'countsVersion'>;
}

export function LikeButton({ post }: LikeButtonProps) {
  const { t } = useTranslation();
  const { liked, count, toggle } = useLikeToggle(post);
  return (
    <ActionButton
      label={t('feed:actions.like')}
      icon={liked ? <IoHeart /> : <IoHeartOutline />}
      count={count}
      pressed={liked}
      tone="like"
      onClick={() => void toggle()}
    />
  );
}
