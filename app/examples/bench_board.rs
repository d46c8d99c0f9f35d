use protoplay_app::bench::hex_20x20_game;
use protoplay_engine::def::BoardKind;
fn main() {
    let game = hex_20x20_game().expect("game");
    let def = game.def();
    let BoardKind::Hex(map) = &def.boards[0].kind else {
        return;
    };
    let t = std::time::Instant::now();
    for _ in 0..100 {
        std::hint::black_box(protoplay_app::render::board::hex_board(
            def,
            game.table(),
            "map",
            map,
        ));
    }
    println!("hex_board: {:?} per call", t.elapsed() / 100);
    let mut g = game.clone();
    let t = std::time::Instant::now();
    for i in 0..100 {
        let _ = g.apply(protoplay_engine::table::Action::Note {
            text: format!("{i}"),
        });
    }
    println!("apply: {:?} per call", t.elapsed() / 100);
    let t = std::time::Instant::now();
    for _ in 0..100 {
        std::hint::black_box(g.save());
    }
    println!("save: {:?} per call", t.elapsed() / 100);
}
