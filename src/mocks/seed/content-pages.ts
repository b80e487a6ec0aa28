import type { FullLocaleText, PageType, UnpublishedChange } from './content-types';

/** A content page before dating: content.ts adds dates (relative to today) and thumbnails. */
export type PageDef = {
  id: number;
  slug: string;
  type: PageType;
  status: 'published' | 'draft';
  /** Published this many days before today. */
  daysAgo: number;
  title: FullLocaleText;
  summary?: FullLocaleText;
  body: FullLocaleText;
  unpublished?: UnpublishedChange;
};

export const l = (fi: string, en: string, et: string): FullLocaleText => ({ fi, en, et });

/**
 * A script the sanitizer must strip: screens that render this page prove they sanitise CMS
 * HTML when `window.__xss` stays undefined.
 */
export const SCRIPT_PROBE = `<script>window.__xss = 'bonus-terms'</script>`;

/**
 * Information pages and campaign pages. One page and one campaign are drafts, and one published
 * campaign has an unpublished change: marketers see those in preview only.
 */
export const PAGE_DEFS: readonly PageDef[] = [
  {
    id: 1, slug: 'terms', type: 'page', status: 'published', daysAgo: 120,
    title: l('Käyttöehdot', 'Terms and conditions', 'Kasutustingimused'),
    summary: l('Sivuston ja pelitilin käytön ehdot.', 'The terms for using the site and your player account.', 'Veebisaidi ja mängukonto kasutamise tingimused.'),
    body: l(
      '<h2>1. Yleistä</h2><p>Nämä ehdot koskevat Kasinon verkkosivuston ja pelitilin käyttöä. Rekisteröitymällä hyväksyt ehdot ja sitoudut noudattamaan niitä.</p>' +
        '<h2>2. Pelitili</h2><p>Pelitilin voi avata täysi-ikäinen henkilö: Suomessa asuvan on oltava vähintään 18-vuotias ja Virossa asuvan vähintään 21-vuotias. Kullakin pelaajalla voi olla vain yksi pelitili.</p>' +
        '<h2>3. Talletukset ja kotiutukset</h2><p>Kaikki maksut käsitellään euroina. Kotiutus maksetaan samalle maksutavalle, jolla talletus tehtiin, kun henkilöllisyytesi on vahvistettu.</p>' +
        '<h2>4. Vastuullisuus</h2><p>Voit asettaa tappiorajat ja pitää pelitauon milloin tahansa. Lue lisää <a href="/fi/profile/limits">pelirajoista</a>.</p>',
      '<h2>1. General</h2><p>These terms govern the use of the Kasino website and your player account. By registering you accept the terms and agree to follow them.</p>' +
        '<h2>2. Player account</h2><p>An account may be opened by an adult: residents of Finland must be at least 18 years old and residents of Estonia at least 21. Each player may hold only one account.</p>' +
        '<h2>3. Deposits and withdrawals</h2><p>All payments are processed in euros. Withdrawals are paid to the payment method used for the deposit once your identity has been verified.</p>' +
        '<h2>4. Responsibility</h2><p>You can set loss limits and take a break from play at any time. Read more about <a href="/en/profile/limits">limits</a>.</p>',
      '<h2>1. Üldist</h2><p>Need tingimused kehtivad Kasino veebisaidi ja mängukonto kasutamisele. Registreerudes nõustud tingimustega ja kohustud neid järgima.</p>' +
        '<h2>2. Mängukonto</h2><p>Mängukonto võib avada täisealine isik: Soomes elav mängija peab olema vähemalt 18-aastane ja Eestis elav mängija vähemalt 21-aastane. Igal mängijal võib olla ainult üks mängukonto.</p>' +
        '<h2>3. Sissemaksed ja väljamaksed</h2><p>Kõik maksed töödeldakse eurodes. Väljamakse tehakse samale makseviisile, millega sissemakse tehti, kui sinu isikusamasus on kinnitatud.</p>' +
        '<h2>4. Vastutus</h2><p>Saad igal ajal seada kahjulimiidid ja võtta mängimisest pausi. Loe lähemalt <a href="/et/profile/limits">limiitidest</a>.</p>',
    ),
  },
  {
    id: 2, slug: 'privacy', type: 'page', status: 'published', daysAgo: 200,
    title: l('Tietosuojaseloste', 'Privacy policy', 'Privaatsuspoliitika'),
    body: l(
      '<p>Käsittelemme henkilötietojasi pelitilin hoitamiseksi, lakisääteisten velvoitteiden täyttämiseksi ja suostumuksellasi markkinointia varten.</p>' +
        '<h2>Mitä tietoja keräämme</h2><ul><li>Yhteystiedot, kuten nimi, osoite, sähköposti ja puhelinnumero</li><li>Tapahtumatiedot, kuten talletukset, kotiutukset ja pelikierrokset</li><li>Tekniset tiedot, kuten selain ja IP-osoite</li></ul>' +
        '<h2>Oikeutesi</h2><p>Voit pyytää pääsyä tietoihisi sekä niiden oikaisemista tai poistamista ottamalla yhteyttä asiakaspalveluun. Markkinointiluvan voit perua milloin tahansa asetuksista.</p>',
      '<p>We process your personal data to run your player account, to meet our legal obligations and, with your consent, for marketing.</p>' +
        '<h2>What we collect</h2><ul><li>Contact details such as name, address, email and phone number</li><li>Transaction data such as deposits, withdrawals and game rounds</li><li>Technical data such as your browser and IP address</li></ul>' +
        '<h2>Your rights</h2><p>You can ask to see, correct or erase your data by contacting customer support. You can withdraw your marketing consent at any time in your settings.</p>',
      '<p>Töötleme sinu isikuandmeid mängukonto haldamiseks, seadusest tulenevate kohustuste täitmiseks ja sinu nõusolekul turunduseks.</p>' +
        '<h2>Milliseid andmeid kogume</h2><ul><li>Kontaktandmed, nagu nimi, aadress, e-post ja telefoninumber</li><li>Tehinguandmed, nagu sissemaksed, väljamaksed ja mänguvoorud</li><li>Tehnilised andmed, nagu brauser ja IP-aadress</li></ul>' +
        '<h2>Sinu õigused</h2><p>Võid taotleda juurdepääsu oma andmetele ning nende parandamist või kustutamist, võttes ühendust klienditoega. Turundusnõusoleku saad igal ajal seadetes tagasi võtta.</p>',
    ),
  },
  {
    id: 3, slug: 'responsible-gaming', type: 'page', status: 'published', daysAgo: 90,
    title: l('Vastuullinen pelaaminen', 'Responsible gaming', 'Vastutustundlik mängimine'),
    summary: l('Työkalut, joilla pidät pelaamisen hallinnassa.', 'Tools that keep your play under control.', 'Tööriistad, mis aitavad mängimist kontrolli all hoida.'),
    body: l(
      '<p>Pelaamisen tulee olla hauskaa ajanvietettä, ei keino ansaita rahaa. Tarjoamme työkalut, joilla pidät pelaamisen hallinnassa.</p>' +
        '<h2>Tappiorajat</h2><p>Aseta päivä-, viikko- ja kuukausikohtainen tappioraja. Rajan laskeminen tulee voimaan heti, nostaminen vasta vahvistuksen jälkeen.</p>' +
        '<h2>Pelitauko</h2><p>Voit pitää 1, 3 tai 7 päivän pelitauon. Tauon aikana et voi tallettaa etkä pelata.</p>' +
        '<h2>Apua on saatavilla</h2><p>Jos pelaaminen huolestuttaa, ota yhteyttä paikalliseen rahapelihaittojen auttavaan puhelimeen tai asiakaspalveluumme. <a href="/fi/profile/limits">Aseta pelirajat</a>.</p>',
      '<p>Gaming should be fun entertainment, not a way to make money. We give you the tools to keep your play under control.</p>' +
        '<h2>Loss limits</h2><p>Set a daily, weekly and monthly loss limit. Lowering a limit takes effect at once; raising it only after you confirm it.</p>' +
        '<h2>Cool-off</h2><p>You can take a break of 1, 3 or 7 days. During the break you cannot deposit or play.</p>' +
        '<h2>Help is available</h2><p>If gaming worries you, contact your local gambling helpline or our customer support. <a href="/en/profile/limits">Set your limits</a>.</p>',
      '<p>Mängimine peaks olema lõbus ajaviide, mitte viis raha teenida. Pakume tööriistu, mis aitavad mängimist kontrolli all hoida.</p>' +
        '<h2>Kahjulimiidid</h2><p>Sea päeva-, nädala- ja kuupõhine kahjulimiit. Limiidi vähendamine jõustub kohe, suurendamine alles pärast kinnitamist.</p>' +
        '<h2>Mängupaus</h2><p>Võid võtta 1-, 3- või 7-päevase pausi. Pausi ajal ei saa sissemakseid teha ega mängida.</p>' +
        '<h2>Abi on saadaval</h2><p>Kui mängimine tekitab muret, võta ühendust kohaliku hasartmängusõltuvuse nõustamistelefoniga või meie klienditoega. <a href="/et/profile/limits">Sea limiidid</a>.</p>',
    ),
  },
  {
    id: 4, slug: 'about', type: 'page', status: 'published', daysAgo: 300,
    title: l('Tietoa meistä', 'About us', 'Meist'),
    body: l(
      '<p>Kasino on suomalaisille ja virolaisille pelaajille tehty nettikasino. Valikoimassamme on noin 2 000 peliä yli 40 pelivalmistajalta.</p><p>Palvelemme suomeksi, viroksi ja englanniksi joka päivä.</p>',
      '<p>Kasino is an online casino made for Finnish and Estonian players. Our lobby has about 2,000 games from more than 40 game providers.</p><p>We serve you in Finnish, Estonian and English every day.</p>',
      '<p>Kasino on Soome ja Eesti mängijatele loodud online-kasiino. Meie valikus on umbes 2000 mängu enam kui 40 mängutootjalt.</p><p>Teenindame sind iga päev soome, eesti ja inglise keeles.</p>',
    ),
  },
  {
    id: 5, slug: 'bonus-terms', type: 'page', status: 'published', daysAgo: 60,
    title: l('Bonusehdot', 'Bonus terms', 'Boonustingimused'),
    body: l(
      '<p>Bonusrahalla ja ilmaiskierrosten voitoilla on kierrätysvaatimus, joka näkyy kampanjan tiedoissa. Kierrätyksen edistymisen näet profiilistasi.</p>' +
        `<ul><li>Bonus on voimassa 30 päivää.</li><li>Voimassa voi olla yksi bonus kerrallaan.</li><li>Suurin panos bonusrahalla pelattaessa on 5 €.</li></ul>${SCRIPT_PROBE}` +
        '<p>Pidätämme oikeuden muuttaa ehtoja.</p>',
      '<p>Bonus money and winnings from free spins carry a wagering requirement, shown in the campaign details. You can follow your wagering progress in your profile.</p>' +
        `<ul><li>A bonus is valid for 30 days.</li><li>One bonus can be active at a time.</li><li>The maximum bet while playing with bonus money is €5.</li></ul>${SCRIPT_PROBE}` +
        '<p>We reserve the right to change these terms.</p>',
      '<p>Boonusrahal ja tasuta keerutuste võitudel on panustamisnõue, mis on näha kampaania andmetes. Panustamise edenemist näed oma profiilis.</p>' +
        `<ul><li>Boonus kehtib 30 päeva.</li><li>Korraga saab olla aktiivne üks boonus.</li><li>Suurim panus boonusrahaga mängides on 5 €.</li></ul>${SCRIPT_PROBE}` +
        '<p>Jätame endale õiguse tingimusi muuta.</p>',
    ),
  },
  {
    id: 6, slug: 'welcome-offer', type: 'campaign', status: 'published', daysAgo: 30,
    title: l('Tervetuliaistarjous', 'Welcome offer', 'Tervituspakkumine'),
    summary: l(
      'Ensimmäisestä talletuksesta 100\u00a0% bonus 200 euroon asti ja 50 ilmaiskierrosta.',
      'A 100% bonus up to €200 on your first deposit, plus 50 free spins.',
      'Esimeselt sissemakselt 100% boonus kuni 200 euroni ja 50 tasuta keerutust.',
    ),
    body: l(
      '<p>Tee ensimmäinen talletuksesi, niin tuplaamme sen 200 euroon asti. Saat lisäksi 50 ilmaiskierrosta valittuun peliin.</p><p>Vähimmäistalletus on 20 €. Katso myös <a href="/fi/kampanjat">muut kampanjat</a>.</p>',
      '<p>Make your first deposit and we will double it, up to €200. You also get 50 free spins on a selected game.</p><p>The minimum deposit is €20. See also <a href="/en/campaigns">our other campaigns</a>.</p>',
      '<p>Tee oma esimene sissemakse ja me kahekordistame selle kuni 200 euroni. Lisaks saad 50 tasuta keerutust valitud mängus.</p><p>Minimaalne sissemakse on 20 €. Vaata ka <a href="/et/pakkumine">teisi pakkumisi</a>.</p>',
    ),
  },
  {
    id: 7, slug: 'weekend-free-spins', type: 'campaign', status: 'published', daysAgo: 4,
    title: l('Viikonlopun ilmaiskierrokset', 'Weekend free spins', 'Nädalavahetuse tasuta keerutused'),
    summary: l('Talleta viikonloppuna ja saat 25 ilmaiskierrosta.', 'Deposit at the weekend and get 25 free spins.', 'Tee nädalavahetusel sissemakse ja saa 25 tasuta keerutust.'),
    body: l(
      '<p>Perjantaista sunnuntaihin: talleta vähintään 30 €, niin saat 25 ilmaiskierrosta viikon uutuuspeliin.</p>',
      '<p>From Friday to Sunday: deposit at least €30 and get 25 free spins on the new game of the week.</p>',
      '<p>Reedest pühapäevani: tee vähemalt 30-eurone sissemakse ja saa 25 tasuta keerutust nädala uues mängus.</p>',
    ),
    unpublished: {
      title: l('Viikonlopun ilmaiskierrokset: nyt 40 kierrosta', 'Weekend free spins: now 40 spins', 'Nädalavahetuse tasuta keerutused: nüüd 40 keerutust'),
      body: l(
        '<p>Perjantaista sunnuntaihin: talleta vähintään 30 €, niin saat 40 ilmaiskierrosta viikon uutuuspeliin.</p>',
        '<p>From Friday to Sunday: deposit at least €30 and get 40 free spins on the new game of the week.</p>',
        '<p>Reedest pühapäevani: tee vähemalt 30-eurone sissemakse ja saa 40 tasuta keerutust nädala uues mängus.</p>',
      ),
    },
  },
  {
    id: 8, slug: 'slot-tournament', type: 'campaign', status: 'published', daysAgo: 10,
    title: l('Kolikkopeliturnaus', 'Slot tournament', 'Slotiturniir'),
    summary: l('Kerää pisteitä ja kilpaile 5 000 euron palkintopotista.', 'Collect points and compete for a €5,000 prize pool.', 'Kogu punkte ja võistle 5000-eurose auhinnafondi nimel.'),
    body: l(
      '<p>Jokainen valituissa peleissä pelattu euro antaa yhden pisteen. Sata parasta jakavat 5 000 euron palkintopotin.</p>',
      '<p>Every euro wagered on the selected games earns one point. The top 100 players share a €5,000 prize pool.</p>',
      '<p>Iga valitud mängudes panustatud euro annab ühe punkti. Sada parimat jagavad 5000-eurost auhinnafondi.</p>',
    ),
  },
  {
    id: 9, slug: 'christmas-calendar', type: 'campaign', status: 'draft', daysAgo: 0,
    title: l('Joulukalenteri', 'Christmas calendar', 'Jõulukalender'),
    summary: l('Uusi yllätys joka päivä jouluun asti.', 'A new surprise every day until Christmas.', 'Iga päev uus üllatus kuni jõuludeni.'),
    body: l(
      '<p>Avaa luukku joka päivä 1.–24. joulukuuta ja löydä ilmaiskierroksia, bonuksia ja arvontoja.</p>',
      '<p>Open a door every day from 1 to 24 December to find free spins, bonuses and prize draws.</p>',
      '<p>Ava 1.–24. detsembrini igal päeval üks aken ja leia tasuta keerutusi, boonuseid ja loosimisi.</p>',
    ),
  },
  {
    id: 10, slug: 'vip-programme', type: 'page', status: 'draft', daysAgo: 0,
    title: l('VIP-ohjelma', 'VIP programme', 'VIP-programm'),
    summary: l('Kanta-asiakkaidemme edut.', 'The benefits for our regular players.', 'Meie püsimängijate eelised.'),
    body: l(
      '<p>VIP-ohjelman jäsenet saavat oman yhteyshenkilön, nopeammat kotiutukset ja kuukausittaisia yllätyksiä.</p>',
      '<p>Members of the VIP programme get a personal contact, faster withdrawals and monthly surprises.</p>',
      '<p>VIP-programmi liikmed saavad isikliku kontaktisiku, kiiremad väljamaksed ja igakuiseid üllatusi.</p>',
    ),
  },
];
