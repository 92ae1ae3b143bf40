import type { MediaKind } from '../lib/validation';

export interface PostDraft {
  caption: string;
  picked: { file: File; kind: MediaKind } | null;
}

// The form closes on Post (a long video uploads in the background), so a post the server then
// refuses would take its caption and file with it. The last refused draft of each place (the
// main dialog, or a community) waits here for the form's next opening. Not in Redux: a File is
// not serialisable, and the draft never outlives the page.
const refused = new Map<string, PostDraft>();

const placeOf = (communityId: string | undefined) => communityId ?? '';

export function keepRefusedDraft(communityId: string | undefined, draft: PostDraft): void {
  refused.set(placeOf(communityId), draft);
}

/** The refused draft of this place, once: the form that takes it owns it from then on. */
export function takeRefusedDraft(communityId: string | undefined): PostDraft | null {
  const draft = refused.get(placeOf(communityId)) ?? null;
  refused.delete(placeOf(communityId));
  return draft;
}
