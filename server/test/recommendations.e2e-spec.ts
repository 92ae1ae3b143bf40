import { describeRecommendations } from './support/recommendation-cases';

describeRecommendations('Recommendations, each reader’s ranking kept (e2e)', {});
