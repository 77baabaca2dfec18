import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Resource } from 'react-admin';
import { PromotionCreate, PromotionEdit, PromotionList, PromotionSettingsEdit } from '../screens/content';

/**
 * Issue 40's resources, for every staff member: promotions, and the shipping rule with its promotion
 * settings (one record). A function returning elements, as <Admin> reads its <Resource> children directly.
 */
export function PromotionResources() {
  return [
    <Resource
      key="promotions"
      name="promotions"
      list={PromotionList}
      create={PromotionCreate}
      edit={PromotionEdit}
      icon={LocalOfferIcon}
    />,
    <Resource
      key="promotion-settings"
      name="promotion-settings"
      options={{ label: 'Shipping settings' }}
      list={PromotionSettingsEdit}
      icon={LocalShippingIcon}
    />,
  ];
}
