import { boardingPass } from "./boarding-pass.ts";
import { coupon } from "./coupon.ts";
import { eventInvitation } from "./event-invitation.ts";
import { newsDigest } from "./news-digest.ts";
import { productCarousel } from "./product-carousel.ts";
import { profileCard } from "./profile-card.ts";
import { receipt } from "./receipt.ts";
import { reservation } from "./reservation.ts";
import { restaurantMenu } from "./restaurant-menu.ts";
import { survey } from "./survey.ts";
import type { FlexTemplate } from "./template.ts";

export type { FlexTemplate } from "./template.ts";

/** The designer's start points, in the order the picker shows them. */
export const FLEX_TEMPLATES: readonly FlexTemplate[] = [
  receipt,
  boardingPass,
  productCarousel,
  restaurantMenu,
  coupon,
  eventInvitation,
  reservation,
  newsDigest,
  profileCard,
  survey,
];
