/** What other features use of banners: the picker of the company profile and the position editor. */
export { BannerPicker } from './banner-picker.tsx';
