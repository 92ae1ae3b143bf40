import toast from 'react-hot-toast';
import { IoShareSocialOutline } from 'react-icons/io5';
import type { PostDto } from '@/entities/post';
import { ActionButton } from '@/shared/ui';
import { postLink } from '../lib/postLink';
import { useTranslation } from '@/shared/i18n';

export interface ShareButtonProps {
  post: Pick<PostDto, '_id' | 'title'>;
}

/** Web Share API where the browser has it; otherwise the post's link goes to the clipboard. */
export function ShareButton({ post }: ShareButtonProps) {
  const { t } = useTranslation();
  const onClick = async () => {
    const url = postLink(post._id);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: 'SportsNet', text: post.title.slice(0, 100), url });
      } catch {
        // The user closed the share sheet: nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('feed:engagement.linkCopied'));
    } catch {
      toast.error(t('feed:engagement.copyFailed'));
    }
  };
  return (
    <ActionButton
      label={t('feed:actions.share')}
      icon={<IoShareSocialOutline />}
      onClick={() => void onClick()}
    />
  );
}
