import { lazyScreen } from '../lazy-screen';

/* The shop's content screens (home page, text pages, contact), each module fetched on first use. */

const banners = () => import('../resources/banners');
export const BannerList = lazyScreen(banners, 'BannerList');
export const BannerCreate = lazyScreen(banners, 'BannerCreate');
export const BannerEdit = lazyScreen(banners, 'BannerEdit');

const chooseUs = () => import('../resources/choose-us');
export const ChooseUsList = lazyScreen(chooseUs, 'ChooseUsList');
export const ChooseUsCreate = lazyScreen(chooseUs, 'ChooseUsCreate');
export const ChooseUsEdit = lazyScreen(chooseUs, 'ChooseUsEdit');

const pages = () => import('../resources/pages');
export const PageList = lazyScreen(pages, 'PageList');
export const PageEdit = lazyScreen(pages, 'PageEdit');

export const ContactEdit = lazyScreen(() => import('../resources/contact'), 'ContactEdit');

const promotions = () => import('../resources/promotions');
export const PromotionList = lazyScreen(promotions, 'PromotionList');
export const PromotionCreate = lazyScreen(promotions, 'PromotionCreate');
export const PromotionEdit = lazyScreen(promotions, 'PromotionEdit');
export const PromotionSettingsEdit = lazyScreen(promotions, 'PromotionSettingsEdit');
