import { Injectable } from '@nestjs/common';
import { BackgroundJob } from '../../core/jobs/background-job';
import { RecruitingService } from './recruiting.service';

/** How often saved searches are looked at; each tells its owner at most once a day. */
export const SAVED_SEARCH_CHECK_EVERY_MS = 15 * 60 * 1000;

/** New athletes who fit a saved search, batched into one notification a search a day. */
@Injectable()
export class SavedSearchDigest {
  constructor(private readonly recruiting: RecruitingService) {}

  @BackgroundJob('recruiting saved searches', SAVED_SEARCH_CHECK_EVERY_MS)
  run(): Promise<number> {
    return this.recruiting.notifySavedSearches();
  }
}
