import type { LocaleText } from './content-types';

/**
 * The fixed inputs of the game catalogue: themes and name parts for generated games, the
 * groups with their translations, and the jackpots. catalogue.ts turns them into games.
 */

export type Theme = 'nordic' | 'egypt' | 'mythology' | 'animals' | 'adventure' | 'fruit' | 'jewels' | 'other' | 'books' | 'holiday';

export const ADJECTIVES = [
  'Golden', 'Wild', 'Frozen', 'Lucky', 'Mystic', 'Royal', 'Silver', 'Crimson', 'Midnight', 'Northern',
  'Ancient', 'Hidden', 'Burning', 'Electric', 'Sapphire', 'Emerald', 'Thunder', 'Shadow', 'Crystal', 'Savage',
  'Sunny', 'Neon', 'Jolly', 'Mighty', 'Secret', 'Blazing', 'Arctic', 'Velvet', 'Cosmic', 'Sacred',
  'Rusty', 'Iron', 'Jade', 'Stormy', 'Twilight', 'Raging', 'Dancing', 'Howling', 'Giant', 'Little',
  'Brave', 'Sleepy', 'Fiery', 'Glacial', 'Starlit', 'Copper', 'Amber', 'Misty', 'Roaring', 'Silent',
  'Cheeky', 'Clever', 'Haunted', 'Enchanted', 'Turbo', 'Spinning', 'Hungry', 'Grand', 'Dizzy', 'Radiant',
] as const;

export const NOUNS: Readonly<Record<Exclude<Theme, 'books' | 'holiday'>, readonly string[]>> = {
  nordic: ['Aurora', 'Fjord', 'Vikings', 'Reindeer', 'Moose', 'Sauna', 'Salmon', 'Runes', 'Trolls'],
  egypt: ['Pharaoh', 'Sphinx', 'Pyramid', 'Scarab', 'Anubis', 'Nile', 'Obelisk'],
  mythology: ['Dragon', 'Phoenix', 'Titans', 'Oracle', 'Kraken', 'Mermaid', 'Genie', 'Medusa', 'Minotaur'],
  animals: ['Lynx', 'Wolves', 'Bear', 'Eagle', 'Tiger', 'Panda', 'Koala', 'Buffalo', 'Octopus', 'Owl'],
  adventure: ['Pirates', 'Treasure', 'Jungle', 'Safari', 'Bandits', 'Cowboys', 'Gold Rush', 'Volcano', 'Samurai', 'Ninja', 'Knights'],
  fruit: ['Fruits', 'Cherries', 'Sevens', 'Bells', 'Melons', 'Lemons'],
  jewels: ['Crown', 'Fortune', 'Jewels', 'Gems', 'Coins', 'Diamonds', 'Rubies'],
  other: ['Comet', 'Galaxy', 'Rocket', 'Carnival', 'Circus', 'Disco', 'Candy', 'Cupcakes', 'Lanterns', 'Wizard', 'Witch', 'Totem', 'Robots', 'Zombies'],
};

export const SUFFIXES = ['Deluxe', 'Hold and Win', 'Power Spins', 'Unleashed', 'Returns', '2', 'Double Up', 'Maxways', 'Cascades', 'Mega Spins', 'Gold Edition', 'Extreme'] as const;

export const HOLIDAY_ADJECTIVES = ['Jolly', 'Merry', 'Frosty', 'Snowy', 'Sparkling', 'Cosy'] as const;
export const HOLIDAY_NOUNS = ['Santa', 'Snowman', 'Gingerbread', 'Elves', 'Sleigh Ride', 'Christmas Tree', 'Stockings', 'Mistletoe'] as const;

export type LiveKind = 'roulette' | 'blackjack' | 'baccarat' | 'show' | 'poker';
export const LIVE_KINDS: readonly { kind: LiveKind; count: number; labels: readonly string[] }[] = [
  { kind: 'roulette', count: 30, labels: ['Roulette', 'Auto Roulette'] },
  { kind: 'blackjack', count: 35, labels: ['Blackjack', 'VIP Blackjack'] },
  { kind: 'baccarat', count: 20, labels: ['Baccarat', 'Speed Baccarat'] },
  { kind: 'show', count: 20, labels: ['Wheel Show', 'Dice Duel', 'Money Drop', 'Lucky Ladder'] },
  { kind: 'poker', count: 15, labels: ["Hold'em", 'Three Card Poker'] },
];
export const LIVE_PLACES = [
  'Helsinki', 'Tallinn', 'Tampere', 'Tartu', 'Turku', 'Pärnu', 'Oulu', 'Narva', 'Espoo', 'Vaasa',
  'Kuopio', 'Lahti', 'Rovaniemi', 'Jyväskylä', 'Porvoo', 'Haapsalu', 'Viljandi', 'Kuressaare', 'Saimaa', 'Lapland',
  'Baltic', 'Nordic', 'Aurora', 'Midnight', 'Salon', 'Grand', 'Royal', 'Emerald', 'Sapphire', 'Golden',
] as const;

/** How a group's games are chosen from the generated ones. */
export type Membership =
  | { kind: 'allSlots' }
  | { kind: 'random'; size: number }
  | { kind: 'themes'; themes: readonly Theme[]; size: number }
  | { kind: 'newest'; size: number }
  | { kind: 'jackpot' }
  | { kind: 'children' }
  | { kind: 'live'; live: LiveKind }
  /** Deliberately empty: the navbar hides groups with no games (spec 2.3). */
  | { kind: 'none' };

export type GroupDef = {
  id: number;
  slug: string;
  name: string;
  type: 'slot' | 'live';
  parent?: string;
  title: LocaleText;
  description: LocaleText;
  members: Membership;
};

const t = (fi: string | undefined, en: string | undefined, et: string | undefined): LocaleText => ({
  ...(fi === undefined ? {} : { fi }),
  ...(en === undefined ? {} : { en }),
  ...(et === undefined ? {} : { et }),
});

/**
 * The groups in navigation order. Translations are missing on purpose for 'holiday-slots'
 * (Estonian), 'exclusives' (every description) and 'nordic' (Finnish description), so the
 * "fall back to the group's name" rule has something to do.
 */
export const GROUP_DEFS: readonly GroupDef[] = [
  { id: 1, slug: 'all-slots', name: 'All slots', type: 'slot', members: { kind: 'allSlots' },
    title: t('Kaikki kolikkopelit', 'All slots', 'Kõik slotid'),
    description: t('Koko valikoimamme yhdessä paikassa.', 'Our whole slot selection in one place.', 'Kogu meie slotivalik ühes kohas.') },
  { id: 2, slug: 'popular', name: 'Popular', type: 'slot', members: { kind: 'random', size: 150 },
    title: t('Suosituimmat', 'Popular', 'Populaarsed'),
    description: t('Pelaajiemme suosikit juuri nyt.', 'What our players love right now.', 'Meie mängijate lemmikud praegu.') },
  { id: 3, slug: 'new-games', name: 'New games', type: 'slot', members: { kind: 'newest', size: 45 },
    title: t('Uudet pelit', 'New games', 'Uued mängud'),
    description: t('Tuoreimmat julkaisut, uusia pelejä joka viikko.', 'The latest releases, new games every week.', 'Värskeimad väljalasked, uusi mänge igal nädalal.') },
  { id: 4, slug: 'jackpot-games', name: 'Jackpots', type: 'slot', members: { kind: 'jackpot' },
    title: t('Jättipotit', 'Jackpots', 'Jackpotid'),
    description: t('Kasvavat jättipotit odottavat voittajaansa.', 'Progressive jackpots waiting for a winner.', 'Kasvavad jackpotid ootavad võitjat.') },
  { id: 5, slug: 'classic-slots', name: 'Classics', type: 'slot', members: { kind: 'themes', themes: ['fruit', 'jewels'], size: 200 },
    title: t('Klassikot', 'Classics', 'Klassikud'),
    description: t('Perinteisiä pelejä tutuilla symboleilla.', 'Traditional games with familiar symbols.', 'Traditsioonilised mängud tuttavate sümbolitega.') },
  { id: 6, slug: 'fruit-slots', name: 'Fruit slots', type: 'slot', members: { kind: 'themes', themes: ['fruit'], size: 80 },
    title: t('Hedelmäpelit', 'Fruit slots', 'Puuviljaslotid'),
    description: t('Kirsikoita, meloneja ja onnenseiskoja.', 'Cherries, melons and lucky sevens.', 'Kirsid, melonid ja õnneseitsmed.') },
  { id: 7, slug: 'high-volatility', name: 'High volatility', type: 'slot', members: { kind: 'random', size: 300 },
    title: t('Korkea volatiliteetti', 'High volatility', 'Kõrge volatiilsus'),
    description: t('Harvemmin mutta isompia voittoja.', 'Fewer wins, but bigger ones.', 'Harvem, kuid suuremad võidud.') },
  { id: 8, slug: 'book-slots', name: 'Book slots', type: 'slot', members: { kind: 'themes', themes: ['books'], size: 60 },
    title: t('Kirjapelit', 'Book slots', 'Raamatumängud'),
    description: t('Avaa kirja ja laajenevat symbolit.', 'Open the book for expanding symbols.', 'Ava raamat laienevate sümbolite jaoks.') },
  { id: 9, slug: 'holiday-slots', name: 'Christmas slots', type: 'slot', members: { kind: 'themes', themes: ['holiday'], size: 25 },
    title: t('Joulupelit', 'Christmas slots', undefined),
    description: t('Tunnelmaa talven pimeimpiin iltoihin.', 'Warmth for the darkest winter evenings.', undefined) },
  { id: 10, slug: 'exclusives', name: 'Exclusives', type: 'slot', members: { kind: 'random', size: 20 },
    title: t('Yksinoikeudella', 'Exclusives', 'Eksklusiivsed'),
    description: t(undefined, undefined, undefined) },
  { id: 11, slug: 'summer-specials', name: 'Summer specials', type: 'slot', members: { kind: 'none' },
    title: t('Kesän erikoiset', 'Summer specials', 'Suve eripakkumised'),
    description: t('Palaa ensi kesänä!', 'Back next summer!', 'Tagasi järgmisel suvel!') },
  { id: 12, slug: 'themes', name: 'Themes', type: 'slot', members: { kind: 'children' },
    title: t('Teemat', 'Themes', 'Teemad'),
    description: t('Löydä pelejä aiheen mukaan.', 'Find games by theme.', 'Leia mänge teema järgi.') },
  { id: 13, slug: 'features', name: 'Features', type: 'slot', members: { kind: 'children' },
    title: t('Ominaisuudet', 'Features', 'Funktsioonid'),
    description: t('Löydä pelejä pelimekaniikan mukaan.', 'Find games by how they play.', 'Leia mänge mängumehaanika järgi.') },
  { id: 14, slug: 'adventure', name: 'Adventure', type: 'slot', parent: 'themes', members: { kind: 'themes', themes: ['adventure'], size: 80 },
    title: t('Seikkailu', 'Adventure', 'Seiklus'),
    description: t('Aarteita, merirosvoja ja viidakoita.', 'Treasure, pirates and jungles.', 'Aarded, piraadid ja džunglid.') },
  { id: 15, slug: 'mythology', name: 'Mythology', type: 'slot', parent: 'themes', members: { kind: 'themes', themes: ['mythology'], size: 60 },
    title: t('Mytologia', 'Mythology', 'Mütoloogia'),
    description: t('Lohikäärmeitä, titaaneja ja oraakkeleita.', 'Dragons, titans and oracles.', 'Draakonid, titaanid ja oraaklid.') },
  { id: 16, slug: 'animals', name: 'Animals', type: 'slot', parent: 'themes', members: { kind: 'themes', themes: ['animals'], size: 70 },
    title: t('Eläimet', 'Animals', 'Loomad'),
    description: t('Ilveksiä, susia ja pandoja.', 'Lynxes, wolves and pandas.', 'Ilvesed, hundid ja pandad.') },
  { id: 17, slug: 'ancient-egypt', name: 'Ancient Egypt', type: 'slot', parent: 'themes', members: { kind: 'themes', themes: ['egypt'], size: 40 },
    title: t('Muinainen Egypti', 'Ancient Egypt', 'Muinas-Egiptus'),
    description: t('Faaraoiden aarteet odottavat.', 'The treasures of the pharaohs await.', 'Vaaraode aarded ootavad.') },
  { id: 18, slug: 'nordic', name: 'Nordic', type: 'slot', parent: 'themes', members: { kind: 'themes', themes: ['nordic'], size: 30 },
    title: t('Pohjoinen', 'Nordic', 'Põhjamaad'),
    description: t(undefined, 'Northern lights, saunas and vikings.', 'Virmalised, saunad ja viikingid.') },
  { id: 19, slug: 'ways-to-win', name: 'Ways to win', type: 'slot', parent: 'features', members: { kind: 'random', size: 100 },
    title: t('Tuhansia voittotapoja', 'Thousands of ways to win', 'Tuhandeid võiduvõimalusi'),
    description: t('Voittolinjojen sijaan tuhansia tapoja voittaa.', 'Thousands of ways to win instead of paylines.', 'Võidujoonte asemel tuhandeid võiduvõimalusi.') },
  { id: 20, slug: 'bonus-buy', name: 'Bonus buy', type: 'slot', parent: 'features', members: { kind: 'random', size: 150 },
    title: t('Bonusosto', 'Bonus buy', 'Boonuse ost'),
    description: t('Osta suora pääsy bonuskierroksille.', 'Buy your way straight into the bonus round.', 'Osta otsepääs boonusvooru.') },
  { id: 21, slug: 'cluster-pays', name: 'Cluster pays', type: 'slot', parent: 'features', members: { kind: 'random', size: 40 },
    title: t('Ryhmävoitot', 'Cluster pays', 'Klastrivõidud'),
    description: t('Voita ryhmillä vierekkäisiä symboleita.', 'Win with clusters of matching symbols.', 'Võida kõrvuti asetsevate sümbolite rühmadega.') },
  { id: 22, slug: 'live-roulette', name: 'Live roulette', type: 'live', members: { kind: 'live', live: 'roulette' },
    title: t('Live-ruletti', 'Live roulette', 'Live-rulett'),
    description: t('Oikea pyörä, oikea jakaja.', 'A real wheel and a real dealer.', 'Päris ratas ja päris diiler.') },
  { id: 23, slug: 'live-blackjack', name: 'Live blackjack', type: 'live', members: { kind: 'live', live: 'blackjack' },
    title: t('Live-blackjack', 'Live blackjack', 'Live-blackjack'),
    description: t('Pöytiä kaikille panostasoille.', 'Tables for every stake.', 'Lauad igale panusele.') },
  { id: 24, slug: 'live-baccarat', name: 'Live baccarat', type: 'live', members: { kind: 'live', live: 'baccarat' },
    title: t('Live-baccarat', 'Live baccarat', 'Live-baccarat'),
    description: t('Pelaaja vai pankki?', 'Player or banker?', 'Mängija või pankur?') },
  { id: 25, slug: 'game-shows', name: 'Game shows', type: 'live', members: { kind: 'live', live: 'show' },
    title: t('Peli-showt', 'Game shows', 'Mängušõud'),
    description: t('Pyöritä pyörää juontajan kanssa.', 'Spin the wheel with a live host.', 'Keeruta ratast koos saatejuhiga.') },
  { id: 26, slug: 'live-poker', name: 'Live poker', type: 'live', members: { kind: 'live', live: 'poker' },
    title: t('Live-pokeri', 'Live poker', 'Live-pokker'),
    description: t('Pokeria jakajaa vastaan.', 'Poker against the dealer.', 'Pokker diileri vastu.') },
];

export type JackpotDef = { id: string; name: string; amount: number; games: number };

/** Progressive jackpots; amounts in EUR cents. `games` is how many games feed each pot. */
export const JACKPOT_DEFS: readonly JackpotDef[] = [
  { id: 'revontuli-mega', name: 'Revontuli Mega', amount: 125_436_789, games: 6 },
  { id: 'northern-major', name: 'Northern Major', amount: 8_912_345, games: 6 },
  { id: 'lynx-daily', name: 'Lynx Daily Drop', amount: 1_234_567, games: 5 },
  { id: 'fjord-minor', name: 'Fjord Minor', amount: 45_678, games: 4 },
  { id: 'amber-hourly', name: 'Amber Hourly', amount: 9_876, games: 4 },
];
