//! What the rules ask of a Lords of Hell table: its parts as they stand, and the counts the
//! text defines from them (Realm size and the draw it gives, posts, prisoners, who may lead,
//! hold rituals or cast, Critter sets, oath points). Many phases read these and none changes
//! the table through them, so they are kept apart from the state's types and its changes.

use super::data::{Kind, LordsData};
use super::state::{CardId, Combat, Lords, Offer, Phase, Post, Realm, Step, Where};
use super::variants::{RealmSize, Variants};
use crate::rules::{LogEntry, Outcome, RuledGame, Seat};

impl Lords {
    pub fn data(&self) -> &LordsData {
        &self.data
    }
    pub fn variants(&self) -> Variants {
        self.variants
    }
    pub fn realm(&self, s: Seat) -> &Realm {
        &self.realms[usize::from(s)]
    }
    pub(super) fn realm_mut(&mut self, s: Seat) -> &mut Realm {
        &mut self.realms[usize::from(s)]
    }
    pub fn deck(&self) -> &[CardId] {
        &self.deck
    }
    pub fn discard_pile(&self) -> &[CardId] {
        &self.discard
    }
    pub fn set_aside(&self) -> &[CardId] {
        &self.set_aside
    }
    pub fn posts(&self) -> &[Post] {
        &self.posts
    }
    pub fn starter(&self) -> Seat {
        self.starter
    }
    pub fn turn(&self) -> u32 {
        self.turn
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn step(&self) -> Step {
        self.step
    }
    pub fn combat(&self) -> Option<&Combat> {
        self.battle.active.then_some(&self.battle)
    }
    pub fn offer(&self) -> Option<&Offer> {
        self.offer.as_ref()
    }
    pub fn overlord(&self) -> Option<Seat> {
        self.overlord
    }
    pub fn log(&self) -> &[LogEntry] {
        &self.log
    }
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
    pub fn last_roll(&self) -> &[u8] {
        &self.last_roll
    }
    pub(super) fn roll_now(&self) -> (u8, u8, bool) {
        self.roll
    }
    /// A card's name; a card id the deck does not hold (a damaged save) reads as such.
    pub fn card_name(&self, c: CardId) -> &str {
        self.data
            .cards
            .get(usize::from(c))
            .map_or("a card not in the deck", |spec| &spec.name)
    }
    pub fn is(&self, c: CardId, k: Kind) -> bool {
        self.data.card(c).is(k)
    }
    /// A seat's arch-devil; a seat not at the table (a damaged save) reads as such.
    pub fn devil_name(&self, s: Seat) -> &str {
        self.realms
            .get(usize::from(s))
            .and_then(|r| self.data.devils.get(r.devil))
            .map_or("an arch-devil not at the table", |d| &d.name)
    }
    pub fn devil(&self, s: Seat) -> &super::data::DevilSpec {
        &self.data.devils[self.realm(s).devil]
    }

    /// Seats from `first`, clockwise.
    pub fn clockwise(&self, first: Seat) -> Vec<Seat> {
        let n = self.players();
        (0..n).map(|i| (first + i) % n).collect()
    }

    pub fn next_seat(&self, s: Seat) -> Seat {
        (s + 1) % self.players()
    }

    /// "The number of cards depends on Realm size", which counts "tabled cards, posts and
    /// hand cards" (and the Devil itself under the default reading, as the text's example
    /// adds up).
    pub fn realm_size(&self, s: Seat) -> u32 {
        let r = self.realm(s);
        let tabled = r.hordes.len()
            + usize::from(r.fortress.is_some())
            + r.artifacts.len()
            + r.rituals.len();
        let posts = self.posts_held(s);
        let devil = u32::from(self.variants.realm_size == RealmSize::CountsDevil);
        (tabled + r.hand.len()) as u32 + posts + devil
    }

    pub fn posts_held(&self, s: Seat) -> u32 {
        self.posts.iter().filter(|p| p.holder == Some(s)).count() as u32
    }

    /// Posts for the election: posts held, and a Throne of Hell counts as one.
    pub fn election_posts(&self, s: Seat) -> u32 {
        let thrones = self
            .realm(s)
            .artifacts
            .iter()
            .filter(|&&c| self.data.card(c).throne)
            .count() as u32;
        self.posts_held(s) + thrones
    }

    /// "The number of cards depends on Realm size": 1-11 draw to 15, 12-14 draw 4, 15-17 draw
    /// 3, 18-20 draw 2, 21+ draw 1; then the Devil's, its artifacts' and its fortress's extra
    /// draws.
    pub fn draw_count(&self, s: Seat) -> usize {
        let size = self.realm_size(s);
        let base = match size {
            0..=11 => 15 - size,
            12..=14 => 4,
            15..=17 => 3,
            18..=20 => 2,
            _ => 1,
        } as usize;
        let r = self.realm(s);
        let extra: usize = usize::from(self.devil(s).draw)
            + r.artifacts
                .iter()
                .chain(&r.fortress)
                .map(|&c| usize::from(self.data.card(c).draw))
                .sum::<usize>();
        base + extra
    }

    /// Devils imprisoned by `captor`.
    pub fn prisoners(&self, captor: Seat) -> Vec<Seat> {
        (0..self.players())
            .filter(|&s| self.realm(s).at == Where::Captive(captor))
            .collect()
    }

    /// Whether the Devil may lead an army: "An imprisoned or fled Devil, or Devil on Earth
    /// cannot lead an army."
    pub fn devil_can_lead(&self, s: Seat) -> bool {
        self.realm(s).at == Where::Home
    }

    /// Hordes at home (not on Earth).
    pub fn home_hordes(&self, s: Seat) -> impl Iterator<Item = CardId> + '_ {
        let r = self.realm(s);
        r.hordes.iter().copied().filter(|c| !r.earth.contains(c))
    }

    /// A Leader horde at home (Fallen Angels).
    pub fn has_leader_horde(&self, s: Seat) -> bool {
        self.home_hordes(s).any(|c| self.data.card(c).leader)
    }

    /// A Caster horde tabled at home (Diabolic Fiends).
    pub fn has_caster(&self, s: Seat) -> bool {
        self.home_hordes(s).any(|c| self.data.card(c).caster)
    }

    /// "Rituals are always held at Devil's home fortress, and Devil without fortress cannot
    /// cast Rituals, unless have Diabolic Fiends."
    pub fn can_hold_rituals(&self, s: Seat) -> bool {
        self.has_caster(s) || (self.realm(s).fortress.is_some() && self.realm(s).at == Where::Home)
    }

    /// Complete Critter sets tabled: one of each Critter of the list each.
    pub fn critter_sets(&self, s: Seat) -> u8 {
        if self.data.critters.is_empty() {
            return 0;
        }
        self.data
            .critters
            .iter()
            .map(|name| {
                self.realm(s)
                    .hordes
                    .iter()
                    .filter(|&&c| self.card_name(c) == name)
                    .count()
            })
            .min()
            .unwrap_or(0) as u8
    }

    /// Oath card points in a hand.
    pub fn oath_points(&self, s: Seat) -> u16 {
        self.realm(s)
            .hand
            .iter()
            .map(|&c| u16::from(self.data.card(c).vp))
            .sum()
    }
}
