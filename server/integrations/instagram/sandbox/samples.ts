/**
 * Sample creator accounts of the sandbox / fake Instagram (docs/decisions/007): photos,
 * videos, reels (one without media_url), carousels with mixed slides, hidden likes, no caption,
 * and captions with emoji, line breaks and hashtags. Deterministic: the same ids every boot.
 */
export type Theme = 'food' | 'travel' | 'fitness';

export interface SampleChild {
  id: string;
  mediaType: 'IMAGE' | 'VIDEO';
  art: string;
}

export interface SampleMedia {
  id: string;
  mediaType: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  productType: 'FEED' | 'REELS';
  caption?: string;
  shortcode: string;
  timestamp: string;
  likeCount?: number;
  commentsCount: number;
  /** false: copyrighted audio, the API omits media_url (thumbnail_url stays). */
  hasMediaUrl: boolean;
  /** Art key of the image / video cover. */
  art: string;
  children: SampleChild[];
}

export interface SampleAccount {
  key: string;
  /** IG_ID (`user_id`), a 17-digit string. */
  igId: string;
  /** App-scoped id (`id` of /me). */
  appScopedId: string;
  username: string;
  name: string;
  accountType: 'BUSINESS' | 'MEDIA_CREATOR';
  theme: Theme;
  tagline: string;
  media: SampleMedia[];
}

const CAPTIONS: Record<Theme, string[]> = {
  food: [
    'Sunday brunch done right 🥞☕️\nFluffy ricotta pancakes, blueberries and a drizzle of maple.\n\n#brunch #pancakes #homecooking',
    'Roasted tomato soup for a rainy Tuesday 🍅🌧️ Recipe in my stories! #soupseason #comfortfood #recipe',
    'Fresh pasta, made by hand in 20 minutes.\nFlour + eggs + patience 🍝\n#pasta #italianfood #fromscratch',
    'Market haul: peaches, figs and the first squash of autumn 🍑🍂 #farmersmarket #seasonal',
    'Matcha tiramisu — yes, it works 🍵✨\n#dessert #matcha #tiramisu #baking',
    'Crispy chickpea bowl with tahini lemon dressing 🥗\nMeal prep for the week, 4 portions.\n#mealprep #vegan #healthyeating',
    'Sourdough day 4: the ear finally opened! 🍞🙌 #sourdough #breadbaking #homebaker',
    'Street tacos night 🌮🌮🌮 Pickled onions are non-negotiable. #tacos #tacotuesday #mexicanfood',
    'Slow Sunday. Coffee, croissant, nowhere to be ☕🥐',
    'Lemon olive oil cake — bright, moist, ridiculously easy 🍋\n\nSave this for later!\n#cake #lemon #easybaking',
  ],
  travel: [
    'Golden hour over the Alfama rooftops 🌅🇵🇹\nLisbon, you have my heart.\n#lisbon #travelgram #goldenhour',
    'Six hours of hiking for this view 🏔️ Worth every step.\n#hiking #dolomites #mountains',
    'Tiny boats, turquoise water, zero plans ⛵️💙 #greece #islandlife #wanderlust',
    'Night train from Vienna to Venice 🚂✨\nSleeper cabins are the best way to travel Europe.\n#slowtravel #nighttrain #interrail',
    'Lost in the lanes of Kyoto 🏮 #kyoto #京都 #japan #café_culture #travelphotography',
    'Sunrise at the dunes. Silence like nowhere else 🐪🌄\n#sahara #desert #morocco',
    'Packing list for 2 weeks in one carry-on 🎒👇\n1. Merino tees\n2. One pair of shoes\n3. A good book\n#packinglight #traveltips',
    'Fjord mornings 🇳🇴 #norway #fjords #roadtrip',
    'Café hopping in Paris, part 3 ☕🥖 #paris #cafes',
    'Where should I go next? Drop your ideas 👇🌍 #travelinspo #bucketlist',
  ],
  fitness: [
    'Monday reset: 5 km easy run + mobility 🏃‍♀️💪\n#running #mondaymotivation #fitness',
    '3 moves for stronger glutes 🍑\n1️⃣ Hip thrust 4×10\n2️⃣ Bulgarian split squat 3×8\n3️⃣ Cable kickback 3×12\n#legday #glutes #workout',
    'Post-workout smoothie: banana, oats, peanut butter, oat milk 🥤 #nutrition #protein',
    'New PR on deadlift today! 120 kg 🔥🏋️‍♀️ #powerlifting #deadlift #pr',
    'Rest days are training days too 🧘 #recovery #yoga #selfcare',
    'Full-body HIIT, 20 minutes, no equipment ⏱️\nSave it for your next hotel workout!\n#hiit #homeworkout #noequipment',
    'Sunrise swim club 🌊 6:00 am, 14 °C, zero regrets. #openwater #swimming',
    'Form check: the hinge 👀 Keep the bar close, brace, push the floor away. #strengthtraining #coaching',
    'Week 8 of the plan — consistency beats intensity 📈 #progress #fitnessjourney',
    'Stretch with me ✨ 10 minutes before bed. #mobility #stretching',
  ],
};

const ACCOUNTS: {
  key: string;
  username: string;
  name: string;
  theme: Theme;
  tagline: string;
  type: 'BUSINESS' | 'MEDIA_CREATOR';
}[] = [
  {
    key: 'food',
    username: 'sunny.kitchen',
    name: 'Sunny Kitchen',
    theme: 'food',
    tagline: 'Home cooking & seasonal recipes',
    type: 'MEDIA_CREATOR',
  },
  {
    key: 'travel',
    username: 'wander.lines',
    name: 'Wander Lines',
    theme: 'travel',
    tagline: 'Slow travel across Europe & Asia',
    type: 'MEDIA_CREATOR',
  },
  {
    key: 'fitness',
    username: 'move.daily',
    name: 'Move Daily',
    theme: 'fitness',
    tagline: 'Strength, running & recovery',
    type: 'BUSINESS',
  },
];

const SHORTCODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const shortcode = (n: number) => {
  let s = '';
  let x = n * 2654435761;
  for (let i = 0; i < 11; i++) {
    s += SHORTCODE_ALPHABET[Math.abs(x) % 64];
    x = Math.floor(x / 64) + i * 7919;
  }
  return `C${s}`;
};

/** Instagram's timestamp form: 2019-09-26T22:36:43+0000. */
const igTimestamp = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+0000');

const BASE_TIME = Date.UTC(2026, 10, 20, 17, 42, 0);

function buildMedia(accountIndex: number, theme: Theme, count: number): SampleMedia[] {
  const captions = CAPTIONS[theme];
  const media: SampleMedia[] = [];
  for (let i = 0; i < count; i++) {
    const id = `179${String(accountIndex + 1).padStart(2, '0')}${String(i + 1).padStart(12, '0')}`;
    const slot = i % 10;
    const art = `${theme}-${i % 24}`;
    let mediaType: SampleMedia['mediaType'] = 'IMAGE';
    let productType: SampleMedia['productType'] = 'FEED';
    let hasMediaUrl = true;
    const children: SampleChild[] = [];
    if (slot === 2 || slot === 7) {
      mediaType = 'VIDEO';
      productType = 'REELS';
      if (i === 7) hasMediaUrl = false; // reel with licensed audio: no media_url
    } else if (slot === 4) {
      mediaType = 'VIDEO'; // a feed video, not a reel
    } else if (slot === 5 || slot === 9) {
      mediaType = 'CAROUSEL_ALBUM';
      const n = 2 + (i % 4);
      for (let c = 0; c < n; c++) {
        children.push({
          id: `180${String(accountIndex + 1).padStart(2, '0')}${String(i + 1).padStart(10, '0')}${String(c).padStart(2, '0')}`,
          mediaType: c === 1 ? 'VIDEO' : 'IMAGE',
          art: `${theme}-${(i + c * 5) % 24}`,
        });
      }
    }
    const caption = i === 3 ? undefined : captions[i % captions.length];
    media.push({
      id,
      mediaType,
      productType,
      ...(caption === undefined ? {} : { caption }),
      shortcode: shortcode(accountIndex * 100_000 + i + 1),
      timestamp: igTimestamp(BASE_TIME - i * 55 * 3_600_000 - accountIndex * 3_100_000),
      ...(i === 6 || i === 13 ? {} : { likeCount: 40 + ((i * 97 + accountIndex * 31) % 2400) }),
      commentsCount: (i * 13 + accountIndex * 7) % 140,
      hasMediaUrl,
      art: children[0]?.art ?? art,
      children,
    });
  }
  return media;
}

/** The sandbox's three creators (food, travel, fitness), each with `postsPerAccount` posts. */
export function sampleAccounts(postsPerAccount = 34): SampleAccount[] {
  return ACCOUNTS.map((a, index) => ({
    key: a.key,
    igId: `1784140${String(index + 1).padStart(10, '0')}`,
    appScopedId: `2604${String(index + 1).padStart(12, '0')}`,
    username: a.username,
    name: a.name,
    accountType: a.type,
    theme: a.theme,
    tagline: a.tagline,
    media: buildMedia(index, a.theme, postsPerAccount),
  }));
}
