export { RecruitingPage } from './ui/RecruitingPage';
