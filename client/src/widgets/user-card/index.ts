export { UserCardView, type UserCardViewProps } from './ui/UserCardView';
export { UserCardList } from './ui/UserCardList';
