/** What other features use of news: the home page's newest posts. */
export { LatestNews } from './latest-news.tsx';
