import { Injectable } from '@nestjs/common';
import type { PageRequest, Page } from '../../core/http/pagination';
import type { PostDto } from '../posts/dto/post.dto';
import { PostsService } from '../posts/posts.service';
import { CommunitiesService } from './communities.service';
import type { DiscoverPostDto } from './dto/community.dto';

/** SPEC §9: Discover shows the 3 latest posts. */
export const DISCOVER_POSTS = 3;

/** What a community holds that another module owns: its posts (pages, Discover, deletion). */
@Injectable()
export class CommunityContentService {
  constructor(
    private readonly communities: CommunitiesService,
    private readonly posts: PostsService,
  ) {}

  /** Members only: a non-member gets 403 NOT_A_MEMBER, not an empty page. */
  async postsOf(viewerId: string, communityId: string, page: PageRequest): Promise<Page<PostDto>> {
    await this.communities.assertMember(viewerId, communityId);
    return this.posts.listByCommunity(viewerId, communityId, page);
  }

  /** The latest posts across the viewer's communities, each with its community's id and name. */
  async discover(viewerId: string): Promise<DiscoverPostDto[]> {
    const posts = await this.posts.latestInCommunities(viewerId, DISCOVER_POSTS, (viewer) =>
      this.communities.memberCommunityIdsSql(viewer),
    );
    const names = await this.communities.namesOf([
      ...new Set(posts.map((p) => p.communityId as string)),
    ]);
    return posts.flatMap((post) => {
      const name = names.get(post.communityId as string);
      // A community deleted between the two reads takes its posts with it.
      return name === undefined
        ? []
        : [{ ...post, community: { _id: post.communityId as string, name } }];
    });
  }

  /** The owner deletes the community, its posts and every media object of both. */
  delete(userId: string, communityId: string): Promise<void> {
    return this.communities.delete(userId, communityId, (tx) =>
      this.posts.mediaKeysByCommunity(communityId, tx),
    );
  }
}
