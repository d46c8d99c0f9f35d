//! Every Lords of Hell move in words, for the choice buttons and the log, and why a card in the
//! hand cannot be used now, for the screen's answer when a person points at it. The wording
//! is long (each move reads as the rules say it, step by step), so it is kept apart from the
//! ruled-game interface that hands it out.

use crate::rules::counted as plural;

use super::data::Kind;
use super::projection::short;
use super::state::{CardId, Lords, Move, Spoil, Step, Unit, Where};
use crate::rules::{Seat, seat_label};

impl Lords {
    /// Why the lord to act cannot use card `c` of its hand now, in the rules' words; `None`
    /// for a card not in its hand (a tabled card can always be discarded in the playing phase).
    pub fn why_not_card(&self, c: CardId) -> Option<String> {
        if self.outcome.is_some() || usize::from(c) >= self.data.cards.len() {
            return None;
        }
        let s = self.actor;
        let r = self.realm(s);
        if !r.hand.contains(&c) {
            return None;
        }
        let spec = self.data.card(c);
        let name = self.card_name(c);
        let mv = match spec.kind() {
            Kind::Special => Move::Play(c),
            _ => Move::Table(c),
        };
        if self.step != Step::Playing {
            return Some(format!(
                "{}; cards are tabled, played and discarded in a lord's playing phase",
                self.why_not(&mv)
            ));
        }
        let captive = matches!(r.at, Where::Captive(_));
        Some(match spec.kind() {
            Kind::Oath => format!("{name} is an Oath card: it is neither tabled nor discarded"),
            Kind::Artifact if captive => {
                format!("{name} is an artifact: an imprisoned Devil tables no artifacts")
            }
            Kind::Ritual => format!(
                "{name} is a ritual: rituals are held at the home fortress: tabled only while the Devil is at home with a fortress, or with a caster (Diabolic Fiends) tabled"
            ),
            Kind::Special => format!("{name} does nothing for {} now", seat_label(s)),
            _ => return None,
        })
    }

    /// A move in words, for buttons and the log.
    pub(super) fn move_words(&self, m: &Move) -> String {
        let n = |c: CardId| self.card_name(c).to_string();
        let who = |s: Seat| format!("{} ({})", short(s), self.devil_name(s));
        match *m {
            Move::Redraw => "Redraw: discard these 6 cards and take 6 new ones".into(),
            Move::Table(c) => format!("Table {}", n(c)),
            Move::Discard(c) => match self.step {
                Step::Rituals => format!("Discard the ritual {}", n(c)),
                _ => format!("Discard {}", n(c)),
            },
            Move::Earth {
                horde: None,
                go: true,
            } => format!("Send {} to Earth", self.devil_name(self.actor)),
            Move::Earth {
                horde: None,
                go: false,
            } => format!("Bring {} back from Earth", self.devil_name(self.actor)),
            Move::Earth {
                horde: Some(c),
                go: true,
            } => format!("Send {} to Earth", n(c)),
            Move::Earth {
                horde: Some(c),
                go: false,
            } => format!("Bring {} back from Earth", n(c)),
            Move::Play(c) => format!("Play {}", n(c)),
            Move::Escape(c) => format!("Discard {} (identical fortress) to escape", n(c)),
            Move::TradeIn(c) => format!("Trade in {} for 3 cards", n(c)),
            Move::Offer(t) => format!("Make a trade offer to {}", who(t)),
            Move::Give(c) => format!("Offer {}", n(c)),
            Move::GiveRelease(p) => format!("Offer to release {}", self.devil_name(p)),
            Move::GivePrisoner(p) => format!("Offer the prisoner {}", self.devil_name(p)),
            Move::GivePromise(i) => format!("Promise: “{}”", self.promise(i)),
            Move::AskCards(0) => "Ask for no cards of their choice".into(),
            Move::AskCards(k) => format!("Ask for {} of their choice", plural(k, "card", "cards")),
            Move::GiveChoice(0) => "Offer no cards of your choice".into(),
            Move::GiveChoice(k) => {
                format!("Offer {} of your choice", plural(k, "card", "cards"))
            }
            Move::AskFor(c) => format!("Ask for their tabled {}", n(c)),
            Move::Counter => "Counter: change the terms and send them back".into(),
            Move::AskRelease(p) => format!("Ask them to release {}", self.devil_name(p)),
            Move::AskPromise(i) => format!("Ask them to promise: “{}”", self.promise(i)),
            Move::Send => "Send the offer".into(),
            Move::Cancel => "Withdraw the offer".into(),
            Move::Accept => match self.step {
                Step::NoCombat => "Agree to no combat this round".into(),
                _ => "Accept the offer".into(),
            },
            Move::Decline => match self.step {
                Step::NoCombat => "Refuse: fight this round".into(),
                Step::Pay => "Break the promise: give nothing and show your hand".into(),
                _ => "Decline the offer".into(),
            },
            Move::Pay(c) => format!("Give {}", n(c)),
            Move::Attack(t)
                if self.step == Step::Confirm && self.announced.is_some_and(|a| a.1 == t) =>
            {
                format!("Attack the Realm of {} as announced", who(t))
            }
            Move::Attack(t) if self.step == Step::Confirm => {
                format!("Change the target: attack the Realm of {}", who(t))
            }
            Move::Attack(t) => format!("Attack the Realm of {}", who(t)),
            Move::Take(c) => format!("Take {} into the army", n(c)),
            Move::TakeAll => "Take every horde at home into the army".into(),
            Move::TakeSouls(k) => format!("Take {} into the army", plural(k, "Soul", "Souls")),
            Move::Retreat => "Retreat".into(),
            Move::Join { attack: true } => "Join the attackers".into(),
            Move::Join { attack: false } => "Join the defenders".into(),
            Move::Switch => "Switch sides".into(),
            Move::FreeFlee(c) => format!("Free flee: discard {}", n(c)),
            Move::Surrender => "Surrender to the attacker".into(),
            Move::Negate(c) => format!("Discard {} to negate the identical fortress", n(c)),
            Move::Propose => "Propose no combat this round".into(),
            Move::Spoil(Spoil::Destroy) => "Destroy the fortress".into(),
            Move::Spoil(Spoil::Leave) => "Leave the fortress to the defender".into(),
            Move::Spoil(Spoil::Capture) => "Capture the fortress as your new home fortress".into(),
            Move::Spoil(Spoil::DestroyRituals) => "Destroy the rituals".into(),
            Move::Spoil(Spoil::KeepRituals) => "Leave the rituals intact".into(),
            Move::Handover { prisoner, to } => {
                format!(
                    "Surrender the prisoner {} to {}",
                    self.devil_name(prisoner),
                    who(to)
                )
            }
            Move::Cast(c) => format!("Cast {}", n(c)),
            Move::CastFromHand(c) => format!("Cast {} from the hand (Critter set)", n(c)),
            Move::Reroll => "Reroll".into(),
            Move::Continue => "Continue the combat to the next round".into(),
            Move::Use(c) => format!("Use {} this round", n(c)),
            Move::Impose { card, on } => format!("Play {} on {}", n(card), who(on)),
            Move::Object(t) => format!("Object to {}", who(t)),
            Move::Proclaim => "Proclaim yourself the new Overlord".into(),
            Move::Hit(Unit::Soul) => "The hit falls on a Soul".into(),
            Move::Hit(Unit::Horde(c)) => format!("The hit falls on {}: destroyed", n(c)),
            Move::Hit(Unit::Fortress) => {
                "The hit falls on the fortress: a d6 roll of 1 destroys it, else it is turned aside"
                    .into()
            }
            Move::Hit(Unit::Devil) => format!(
                "The hit falls on {}: out of combat, captured or fled",
                self.devil_name(self.actor)
            ),
            Move::Done => match self.step {
                Step::Redraw => "Keep this hand".into(),
                Step::Playing => "Ready: end the playing phase".into(),
                Step::Announce => "Pass".into(),
                Step::Bargain => "Let the attack stand".into(),
                Step::Confirm => "Withdraw the attack and pass".into(),
                Step::Muster => "March".into(),
                Step::Organize => "Fight on".into(),
                Step::Handover => "Keep the prisoners".into(),
                Step::Rituals => "Done with rituals".into(),
                Step::Gather => "Keep the roll".into(),
                Step::Elect => "Done".into(),
                Step::Prevent => "Let the defender flee".into(),
                Step::Won => "End the combat: attacker victory".into(),
                _ => "Done".into(),
            },
        }
    }
}
