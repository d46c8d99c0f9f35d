//! The memory a table holds against its length, for a free table (actions) and a ruled table
//! (moves): `cargo run --release -p protoplay-engine --features toy --example memory_length
//! [N ...]` prints the megabytes held after each N (10,000, 100,000 and 1,000,000 by default).
//! Memory that grows linearly with the length grows tenfold from one line to the next.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use protoplay_engine::rules::toy::Toy;
use protoplay_engine::rules::{SeatKind, Session, SessionSetup, VariantValues};
use protoplay_engine::table::{Action, Game};

/// The system allocator, counting the bytes live.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        LIVE.fetch_add(layout.size(), Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

fn mb(bytes: usize) -> f64 {
    bytes as f64 / 1_000_000.0
}

fn main() {
    let lengths: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let lengths = if lengths.is_empty() {
        vec![10_000, 100_000, 1_000_000]
    } else {
        lengths
    };
    let def =
        protoplay_engine::rules::shipped_def::<protoplay_engine::rules::destiny::DestinyGame>()
            .expect("the shipped game reads");
    println!("length\tfree table MB\truled table MB\tfree s\truled s");
    for n in lengths {
        let clock = std::time::Instant::now();
        let before = LIVE.load(Ordering::Relaxed);
        let mut game = Game::new(def.clone(), 2, 1).expect("sets up");
        for _ in 0..n {
            game.apply(Action::NextPhase).expect("next phase");
        }
        let free = LIVE.load(Ordering::Relaxed) - before;
        drop(game);
        let free_s = clock.elapsed().as_secs_f64();
        let clock = std::time::Instant::now();

        let before = LIVE.load(Ordering::Relaxed);
        let setup = SessionSetup {
            seats: vec![SeatKind::Bot("random".into()); 2],
            seed: 1,
            variants: VariantValues::default(),
            hot_seat: false,
        };
        // A pile no game of n moves empties (each move takes at most 4).
        let pile = u32::try_from(n.saturating_mul(4).saturating_add(1)).unwrap_or(u32::MAX);
        let mut session = Session::<Toy>::start(Arc::new(pile), None, setup).expect("starts");
        let made = session.run_bots(n);
        let ruled = LIVE.load(Ordering::Relaxed) - before;
        assert_eq!(made, n, "the game lasts");
        drop(session);
        let ruled_s = clock.elapsed().as_secs_f64();
        println!(
            "{n}\t{:.1}\t{:.1}\t{free_s:.2}\t{ruled_s:.2}",
            mb(free),
            mb(ruled)
        );
    }
}
