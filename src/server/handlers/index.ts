/**
 * Every operation's handler, by operationId. The `Handlers` type demands exactly one per operation of
 * the contract, so an operation added to openapi/ does not compile until it is answered for real.
 */
import type { Handlers } from '../contract/handlerTypes';
import { adminAuditHandlers } from './admin/audit';
import { adminCategoryHandlers } from './admin/categories';
import { adminCityHandlers } from './admin/cities';
import { adminConfigurationHandlers } from './admin/configuration';
import { adminLocationHandlers } from './admin/locations';
import { adminNewsHandlers } from './admin/news';
import { adminNotificationHandlers } from './admin/notifications';
import { adminOfferHandlers } from './admin/offers';
import { adminPlanHandlers } from './admin/plans';
import { adminStorePaymentHandlers } from './admin/storePayments';
import { adminStoreHandlers } from './admin/stores';
import { adminStoreTypeHandlers } from './admin/storeTypes';
import { activityHandlers } from './client/activity';
import { apiTokenHandlers } from './client/apiToken';
import { auditHandlers } from './client/audit';
import { bannerHandlers } from './client/banners';
import { couponHandlers } from './client/coupons';
import { customerPointsHandlers } from './client/customerPoints';
import { customerRewardHandlers } from './client/customerRewards';
import { customerHandlers } from './client/customers';
import { employeeHandlers } from './client/employees';
import { feedbackHandlers } from './client/feedback';
import { levelHandlers } from './client/levels';
import { locationHandlers } from './client/locations';
import { newsHandlers } from './client/news';
import { notificationHandlers } from './client/notifications';
import { offerHandlers } from './client/offers';
import { orderHandlers } from './client/orders';
import { paymentHandlers } from './client/payments';
import { pointsHandlers } from './client/points';
import { productHandlers } from './client/products';
import { profileHandlers } from './client/profile';
import { rewardHandlers } from './client/rewards';
import { shippingCostHandlers } from './client/shippingCosts';
import { storeHandlers } from './client/store';
import { subscriptionHandlers } from './client/subscription';
import { authHandlers } from './general/auth';
import { catalogueHandlers } from './general/catalogues';
import { generalUploadFile } from './general/upload';

export const handlers: Handlers = {
  ...authHandlers,
  ...auditHandlers,
  ...adminAuditHandlers,
  ...catalogueHandlers,
  generalUploadFile,
  ...profileHandlers,
  ...employeeHandlers,
  ...storeHandlers,
  ...customerHandlers,
  ...customerPointsHandlers,
  ...customerRewardHandlers,
  ...pointsHandlers,
  ...rewardHandlers,
  ...locationHandlers,
  ...notificationHandlers,
  ...offerHandlers,
  ...newsHandlers,
  ...productHandlers,
  ...orderHandlers,
  ...shippingCostHandlers,
  ...paymentHandlers,
  ...subscriptionHandlers,
  ...adminNotificationHandlers,
  ...activityHandlers,
  ...feedbackHandlers,
  ...levelHandlers,
  ...couponHandlers,
  ...apiTokenHandlers,
  ...bannerHandlers,
  ...adminStoreHandlers,
  ...adminStorePaymentHandlers,
  ...adminConfigurationHandlers,
  ...adminCityHandlers,
  ...adminLocationHandlers,
  ...adminStoreTypeHandlers,
  ...adminCategoryHandlers,
  ...adminPlanHandlers,
  ...adminOfferHandlers,
  ...adminNewsHandlers,
};
