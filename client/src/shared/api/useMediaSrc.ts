import { useCallback, useRef, useState, type SyntheticEvent } from 'react';
import { refreshMediaUrl, signedMediaUrl } from './mediaUrls';

type MediaElement = HTMLImageElement | HTMLVideoElement;

export interface MediaSrc {
  /** The URL to show now (the given one, or a fresh one once it stopped working). */
  src: string | null;
  /** It cannot be shown (broken, or no longer the reader's to see): show a fallback. */
  failed: boolean;
  onError: (event: SyntheticEvent<MediaElement>) => void;
  /** For a video: picks up where it was when its URL had to be renewed. */
  onLoadedMetadata: (event: SyntheticEvent<MediaElement>) => void;
}

/**
 * A stored picture or video's URL that keeps working in a tab left open: a signed URL expires
 * after at most 15 minutes, so when the element fails to load it (a reload of the picture, a
 * video seeking past what it had), a fresh URL is asked for and put in its place. A video then
 * goes on from where it was. Anything else that fails, or a picture the reader may no longer
 * see, is `failed`.
 */
export function useMediaSrc(url: string | null | undefined): MediaSrc {
  const [state, setState] = useState({ given: url ?? null, src: url ?? null, failed: false });
  const resume = useRef<{ at: number; playing: boolean } | null>(null);
  let current = state;
  if (state.given !== (url ?? null)) {
    // A new URL from the page (a refetch): it replaces whatever was refreshed before.
    current = { given: url ?? null, src: url ?? null, failed: false };
    setState(current);
  }

  const onError = useCallback(
    (event: SyntheticEvent<MediaElement>) => {
      const element = event.currentTarget;
      const failing = current.src;
      if (!failing || current.failed) return;
      if (element instanceof HTMLVideoElement) {
        resume.current = { at: element.currentTime, playing: !element.paused };
      }
      void refreshMediaUrl(failing).then((renewed) => {
        setState((now) => {
          if (now.src !== failing) return now;
          // The page's URL is renewed once; a renewed one again only after it expired (a tab
          // open for hours), so a URL that fails for another reason does not loop.
          const expiresAt = signedMediaUrl(failing)?.expiresAt ?? Infinity;
          const renewable = failing === now.given || expiresAt <= Date.now();
          return renewed && renewed !== failing && renewable
            ? { ...now, src: renewed }
            : { ...now, failed: true };
        });
      });
    },
    [current.src, current.failed],
  );

  const onLoadedMetadata = useCallback((event: SyntheticEvent<MediaElement>) => {
    const element = event.currentTarget;
    const at = resume.current;
    resume.current = null;
    if (!at || !(element instanceof HTMLVideoElement)) return;
    element.currentTime = at.at;
    if (at.playing) void element.play().catch(() => undefined);
  }, []);

  return { src: current.src, failed: current.failed, onError, onLoadedMetadata };
}
