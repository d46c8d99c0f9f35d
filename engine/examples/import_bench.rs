//! Times importing a 10,000-row card list (tab-separated, as pasted from a spreadsheet), and
//! exporting it back to CSV. Reports numbers; asserts nothing about time.
//!
//! `cargo run --release -p protoplay-engine --example import_bench`

use std::time::Instant;

use protoplay_engine::import::CardList;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut text = String::from("name\talignment\ttype\tvalue\tpower\tcount\n");
    for i in 0..10_000 {
        text.push_str(&format!(
            "Card {i}\t{}\tBase\t{}\t\"Treat all Bonus cards as Nature cards; +{}\"\t{}\n",
            ["Good", "Evil", "Law", "Chaos", "Nature"][i % 5],
            i % 4 + 1,
            i % 3,
            i % 3 + 1
        ));
    }
    let runs = 20;
    let mut best = f64::MAX;
    let mut total = 0.0;
    let mut cards = 0;
    for _ in 0..runs {
        let start = Instant::now();
        let list = CardList::parse(&text)?;
        let ms = start.elapsed().as_secs_f64() * 1e3;
        cards = list.total_cards();
        best = best.min(ms);
        total += ms;
    }
    println!(
        "10,000 rows ({} bytes, {cards} cards): best {best:.2} ms, mean {:.2} ms over {runs} runs",
        text.len(),
        total / f64::from(runs)
    );
    Ok(())
}
