import ContactMailIcon from '@mui/icons-material/Mail';
import HourglassIcon from '@mui/icons-material/HourglassEmpty';
import NewsletterIcon from '@mui/icons-material/MarkEmailRead';
import PersonIcon from '@mui/icons-material/Person';
import ReceiptIcon from '@mui/icons-material/Receipt';
import ReviewsIcon from '@mui/icons-material/RateReview';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { Resource } from 'react-admin';
import {
  CustomerList,
  CustomerShow,
  MessageList,
  OrderList,
  OrderShow,
  PendingHoldList,
  ReviewEdit,
  ReviewList,
  SubscriberList,
} from '../screens/people-and-orders';
import { PromotionResources } from './promotion-resources';
import { ReturnList, ReturnShow } from '../screens/returns';

/**
 * The console's part 2 resources, for every staff member. A function returning elements, not a component:
 * <Admin> reads its <Resource> children directly and does not render wrapper components for them.
 */
export function ConsoleResources() {
  return [
    <Resource key="orders" name="orders" list={OrderList} show={OrderShow} icon={ReceiptIcon} />,
    <Resource
      key="pending-holds"
      name="pending-holds"
      options={{ label: 'Unpaid orders' }}
      list={PendingHoldList}
      icon={HourglassIcon}
    />,
    <Resource key="returns" name="returns" list={ReturnList} show={ReturnShow} icon={AssignmentReturnIcon} />,
    <Resource key="customers" name="customers" list={CustomerList} show={CustomerShow} icon={PersonIcon} />,
    <Resource key="messages" name="messages" list={MessageList} icon={ContactMailIcon} />,
    <Resource
      key="subscribers"
      name="subscribers"
      options={{ label: 'Subscribers' }}
      list={SubscriberList}
      icon={NewsletterIcon}
    />,
    <Resource key="reviews" name="reviews" list={ReviewList} edit={ReviewEdit} icon={ReviewsIcon} />,
    ...PromotionResources(),
  ];
}
