// Written by `npm run icons` (scripts/icon-sprite.ts): the address of public/icons.svg as it is now.
export const ICON_SPRITE_URL = "/icons.svg?v=2956f99f0a65";
