/** What other areas use of job-channels: the rest of the area is its own. */
export {
  positionsWithLiveAds,
  publishCheckedAds,
  republishCompanyAds,
  syncPositionAds,
  takeDownCompanyAds,
  unpublishBeforeDelete,
  unpublishPositionAds,
} from './job-ads.ts';
