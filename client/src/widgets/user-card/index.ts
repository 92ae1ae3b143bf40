export { UserCardView, type UserCardViewProps } from './ui/UserCardView';
export { UserCardList, type UserCardListProps } from './ui/UserCardList';
