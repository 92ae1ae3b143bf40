import { describeRecommendations } from './support/recommendation-cases';

describeRecommendations('Recommendations, ranked on every page (e2e)', {
  RECOMMENDATIONS_CACHE_TTL_MS: '0',
});
